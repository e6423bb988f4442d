// A long piece of work that runs in slices: searches and table builds are both Jobs, so the CLI,
// the WebAssembly binding and the page's worker drive every one of them with the same loop.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace slide {

enum class JobStatus {
  running,     // more slices needed
  solved,      // a search found (and replayed) its path (optimal unless it is a lab search)
  done,        // a table build finished; its tables are ready
  unsolvable,  // refused before any search: the start cannot reach the goal
  cancelled,
  gave_up,  // a node limit or memory cap ran out; message() says which
  failed,   // an internal check failed (never expected); message() says what
};

const char* to_string(JobStatus status);

class Job {
 public:
  virtual ~Job() = default;
  // Works until about `budget` more units (nodes, abstract states) are done or the job ends.
  virtual JobStatus run(std::uint64_t budget) = 0;
  virtual void cancel() = 0;
  virtual JobStatus status() const = 0;
  // 0..1 when the amount of work is known in advance (table builds); none for searches.
  virtual std::optional<double> progress() const = 0;
  // Why the job ended early (gave up, unsolvable, failed); empty otherwise.
  virtual const std::string& message() const = 0;
};

}  // namespace slide
