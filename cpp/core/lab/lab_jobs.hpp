// The lab's running jobs by id: what the lab's WebAssembly module (cpp/wasm/lab_bindings.cpp)
// starts and runs in slices, bounded like the Session's own jobs, so a page that starts many and
// never cancels them holds a fixed number (the least recently used is cancelled and forgotten).
#pragma once

#include <cstdint>
#include <map>
#include <memory>

#include "model/result.hpp"
#include "search/job.hpp"

namespace slide {

class LabJobs {
 public:
  static constexpr std::size_t kMaxJobs = 8;

  // A new id (positive, wrapping before int's end) for `job`.
  int add(std::shared_ptr<Job> job);
  // The job with `id`, marked as just used; no_such_job when it ended or was never started.
  Result<std::shared_ptr<Job>> find(int id);
  // Runs one slice; an ended job is forgotten (its object lives on in the returned pointer).
  Result<std::shared_ptr<Job>> run(int id, std::uint64_t budget);
  // False when no job has that id.
  bool cancel(int id);
  std::size_t size() const { return jobs_.size(); }

 private:
  struct Entry {
    std::shared_ptr<Job> job;
    std::uint64_t used = 0;
  };
  std::map<int, Entry> jobs_;
  int next_id_ = 1;
  std::uint64_t tick_ = 0;
};

}  // namespace slide
