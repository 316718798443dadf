#pragma once
// Reading the walked files while the walk goes on: the walk hands each candidate file over as it
// meets it, `jobs` threads read and classify them meanwhile, and once the walk is over the caller
// takes them back one by one in walk order, each as soon as it is read, to record it (ids,
// diagnostics) while the threads read the rest. Nothing depends on which thread read what, or when.
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>

#include "engine/core/file_access.hpp"
#include "engine/core/stack_thread.hpp"
#include "engine/inputs/detail/discovery_state.hpp"

namespace pf::inputs::detail {

class FileReaders {
 public:
  // `access` must outlive the readers.
  FileReaders(const FileAccessPolicy& access, bool resourceData, unsigned jobs, ThreadCrew* crew = nullptr);
  FileReaders(const FileReaders&) = delete;
  FileReaders& operator=(const FileReaders&) = delete;
  ~FileReaders();  // stops the threads (files not read yet stay unread)

  // A walked file to read (walk order); a thread starts with each of the first `jobs` files.
  void add(PendingFile file);
  // The walk is over: no more files.
  void close();
  // After close(), for k = 0, 1, 2...: the k-th file handed over, once it is read (read here when
  // no thread could be started); null past the last. Rethrows what reading a file threw.
  PendingFile* inOrder(size_t k);

 private:
  const FileAccessPolicy& access_;
  bool resourceData_;
  unsigned jobs_;
  ThreadCrew* crew_;
  std::thread::id owner_ = std::this_thread::get_id();
  std::mutex mutex_;
  std::condition_variable more_;   // for the threads: a file was added, or the walk is over
  std::condition_variable ready_;  // for the caller of inOrder(): the files it waits for are read
  std::deque<PendingFile> files_;  // elements never move: a thread reads one outside the lock
  std::deque<bool> done_;          // per file: read
  size_t next_ = 0;                // the first file no thread has taken
  size_t doneCount_ = 0;
  size_t waitingFor_ = SIZE_MAX;   // the file inOrder() waits for
  size_t wakeAt_ = 0;              // ... and the last of the batch it wakes up for
  bool closed_ = false;
  bool stopped_ = false;           // the destructor: take nothing more
  bool noThreads_ = false;         // none could be started: inOrder() reads
  bool helps_ = onWorkStack();     // inOrder() reads files no thread has taken while it waits
  unsigned inlineRuns_ = 0;
  std::exception_ptr error_;
  std::deque<StackThread> threads_;

  void work();
  void readOne(size_t index);
  bool batchReady() const;
};

}  // namespace pf::inputs::detail
