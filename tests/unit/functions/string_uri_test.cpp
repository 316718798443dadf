// uri, uriComponent, uriComponentToString, parseUri, buildUri.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"
#include "tests/unit/functions/string_test_support.hpp"

using namespace pf;
using test::evalJson;

TEST_CASE("uri: the docs' examples", "[fn-string]") {
  CHECK(evalJson("uri('http://contoso.org/firstpath', 'myscript.sh')") == R"("http://contoso.org/myscript.sh")");
  CHECK(evalJson("uri('http://contoso.org/firstpath/', 'myscript.sh')") ==
        R"("http://contoso.org/firstpath/myscript.sh")");
  CHECK(evalJson("uri('http://contoso.org/firstpath/', '/myscript.sh')") ==
        R"("http://contoso.org/firstpath/myscript.sh")");
  CHECK(evalJson("uri('http://contoso.org/firstpath/azuredeploy.json', 'myscript.sh')") ==
        R"("http://contoso.org/firstpath/myscript.sh")");
  CHECK(evalJson("uri('http://contoso.org/firstpath/azuredeploy.json/', 'myscript.sh')") ==
        R"("http://contoso.org/firstpath/azuredeploy.json/myscript.sh")");
  CHECK(evalJson("uri('http://contoso.com/resources/', 'nested/azuredeploy.json')") ==
        R"("http://contoso.com/resources/nested/azuredeploy.json")");
  CHECK(evalJson("uri('https://github.com', 'Azure/bicep')") == R"("https://github.com/Azure/bicep")");  // oracle
}

TEST_CASE("uri: RFC 3986 section 5 resolution", "[fn-string]") {
  // RFC 3986 §5.4.1 normal examples against http://a/b/c/d;p?q.
  const char* base = "'http://a/b/c/d;p?q'";
  auto resolve = [&](const std::string& rel) { return evalJson("uri(" + std::string(base) + ", '" + rel + "')"); };
  CHECK(resolve("g") == R"("http://a/b/c/g")");
  CHECK(resolve("./g") == R"("http://a/b/c/g")");
  CHECK(resolve("g/") == R"("http://a/b/c/g/")");
  CHECK(resolve("/g") == R"("http://a/g")");
  CHECK(resolve("//g") == R"("http://g/")");
  CHECK(resolve("?y") == R"("http://a/b/c/d;p?y")");
  CHECK(resolve("g?y") == R"("http://a/b/c/g?y")");
  CHECK(resolve("#s") == R"("http://a/b/c/d;p?q#s")");
  CHECK(resolve("g#s") == R"("http://a/b/c/g#s")");
  CHECK(resolve("..") == R"("http://a/b/")");
  CHECK(resolve("../g") == R"("http://a/b/g")");
  CHECK(resolve("../..") == R"("http://a/")");
  CHECK(resolve("../../../g") == R"("http://a/g")");
  CHECK(resolve("") == R"("http://a/b/c/d;p?q")");
  CHECK(resolve("https://other.example/x") == R"("https://other.example/x")");
}

TEST_CASE("uri: normalized like System.Uri", "[fn-string]") {
  CHECK(evalJson("uri('HTTPS://Example.COM:443/A/', 'b')") == R"("https://example.com/A/b")");
  CHECK(evalJson("uri('http://example.com:8080', 'x')") == R"("http://example.com:8080/x")");
  CHECK(evalJson("uri('http://example.com', '')") == R"("http://example.com/")");
  CHECK_THAT(evalJson("uri('contoso/folder/', 'a')"),
             Catch::Contains("uri: the base URI 'contoso/folder/' is not an absolute URI"));
  CHECK_THAT(evalJson("uri('http://a/', 1)"), Catch::Contains("uri: argument 2 must be a string"));
}

TEST_CASE("uriComponent/uriComponentToString: docs and oracle", "[fn-string]") {
  CHECK(evalJson("uriComponent('http://contoso.com/resources/nested/azuredeploy.json')") ==
        R"("http%3A%2F%2Fcontoso.com%2Fresources%2Fnested%2Fazuredeploy.json")");
  CHECK(evalJson("uriComponentToString('http%3A%2F%2Fcontoso.com%2Fresources%2Fnested%2Fazuredeploy.json')") ==
        R"("http://contoso.com/resources/nested/azuredeploy.json")");
  CHECK(evalJson("uriComponent('UB*8h 0+=_)9h9n')") == R"("UB%2A8h%200%2B%3D_%299h9n")");  // oracle
  CHECK(evalJson("uriComponentToString('%20%25%20')") == R"(" % ")");                       // oracle
}

TEST_CASE("uriComponent/uriComponentToString: edges", "[fn-string]") {
  CHECK(evalJson("uriComponent('-_.~AZaz09')") == R"("-_.~AZaz09")");
  CHECK(evalJson("uriComponent('é!')") == R"("%C3%A9%21")");
  CHECK(evalJson("uriComponentToString('%C3%A9%21')") == R"("é!")");
  CHECK(evalJson("uriComponentToString('a+b%2')") == R"("a+b%2")");   // '+' stays, a cut escape stays
  CHECK(evalJson("uriComponentToString('%zz%41')") == R"("%zzA")");
  CHECK(evalJson("uriComponentToString('%E9x')") == R"("%E9x")");     // not UTF-8: left escaped
  CHECK(evalJson("uriComponentToString(uriComponent('a b/c?d=é'))") == R"("a b/c?d=é")");
}

TEST_CASE("parseUri and buildUri", "[fn-string]") {
  CHECK(evalJson("parseUri('https://example.com:1234/foo/bar')") ==
        R"({"scheme":"https","host":"example.com","port":1234,"path":"/foo/bar"})");
  CHECK(evalJson("parseUri('https://example.com/')") == R"({"scheme":"https","host":"example.com","port":null})");
  CHECK(evalJson("parseUri('https://example.com/foo/bar?a=1&b=2')") ==
        R"({"scheme":"https","host":"example.com","port":null,"path":"/foo/bar","query":"?a=1&b=2"})");
  CHECK(evalJson("parseUri('HTTPS://MyStorage.blob.core.windows.net/templates/x.json?st=2025-05-09').host") ==
        R"("mystorage.blob.core.windows.net")");
  CHECK_THAT(evalJson("parseUri('not a uri')"), Catch::Contains("parseUri: 'not a uri' is not an absolute URI"));
  CHECK_THAT(evalJson("parseUri('http://h:99999/')"), Catch::Contains("invalid port"));

  CHECK(evalJson("buildUri(createObject('scheme', 'https', 'host', 'example.com', 'port', 1234, 'path', '/foo/bar'))") ==
        R"("https://example.com:1234/foo/bar")");
  CHECK(evalJson("buildUri(createObject('scheme', 'https', 'host', 'example.com'))") == R"("https://example.com/")");
  CHECK(evalJson("buildUri(createObject('scheme', 'https', 'host', 'example.com', 'path', '/foo/bar', 'query', "
                 "'?a=1&b=2'))") == R"("https://example.com/foo/bar?a=1&b=2")");
  CHECK(evalJson("buildUri(createObject('scheme', 'https', 'host', 'h', 'port', 443, 'path', 'p', 'query', 'q=1'))") ==
        R"("https://h/p?q=1")");
  // Round trip.
  CHECK(evalJson("buildUri(parseUri('https://example.com:8443/a/b?c=d'))") == R"("https://example.com:8443/a/b?c=d")");
  CHECK_THAT(evalJson("buildUri(createObject('host', 'h'))"),
             Catch::Contains("buildUri: argument 1 must be an object with a 'scheme' property"));
  CHECK_THAT(evalJson("buildUri(createObject('scheme', 'https', 'host', 'h', 'port', '80'))"),
             Catch::Contains("'port' is an integer"));
  CHECK_THAT(evalJson("buildUri('https://h')"), Catch::Contains("buildUri: argument 1 must be an object"));
}
