#pragma once
// Reading the walked files while the walk goes on: the walk hands each candidate file over as it
// meets it, `jobs` threads read and classify them meanwhile, and finish() gives them back in walk
// order once every one is read. Recording them (ids, diagnostics) is left to the caller, in that
// order, so nothing depends on which thread read what, or when.
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

#include "engine/core/file_access.hpp"
#include "engine/core/stack_thread.hpp"
#include "engine/inputs/detail/discovery_state.hpp"

namespace pf::inputs::detail {

class FileReaders {
 public:
  // `access` must outlive the readers.
  FileReaders(const FileAccessPolicy& access, bool resourceData, unsigned jobs);
  FileReaders(const FileReaders&) = delete;
  FileReaders& operator=(const FileReaders&) = delete;
  ~FileReaders();  // stops the threads (files not read yet stay unread)

  // A walked file to read (walk order); the threads start with the first one.
  void add(PendingFile file);
  // Waits until every file added is read (reading here what no thread could), and hands them
  // over in the order they were added, each with its read.
  std::deque<PendingFile> finish();

 private:
  const FileAccessPolicy& access_;
  bool resourceData_;
  unsigned jobs_;
  std::thread::id owner_ = std::this_thread::get_id();
  std::mutex mutex_;
  std::condition_variable more_;
  std::deque<PendingFile> files_;  // elements never move: a thread reads one outside the lock
  size_t next_ = 0;                // the first file no thread has taken
  bool closed_ = false;
  bool stopped_ = false;           // the destructor: take nothing more
  std::deque<StackThread> threads_;

  void work();
  void stop();
};

}  // namespace pf::inputs::detail
