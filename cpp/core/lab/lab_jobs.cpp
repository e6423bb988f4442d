// The lab's bounded job table (see lab_jobs.hpp).
#include "lab/lab_jobs.hpp"

#include <algorithm>
#include <limits>
#include <string>

namespace slide {

int LabJobs::add(std::shared_ptr<Job> job) {
  if (jobs_.size() >= kMaxJobs) {
    auto oldest = std::min_element(jobs_.begin(), jobs_.end(),
                                   [](auto& a, auto& b) { return a.second.used < b.second.used; });
    oldest->second.job->cancel();
    jobs_.erase(oldest);
  }
  const int id = next_id_;
  next_id_ = next_id_ == std::numeric_limits<int>::max() ? 1 : next_id_ + 1;
  jobs_[id] = {std::move(job), ++tick_};
  return id;
}

Result<std::shared_ptr<Job>> LabJobs::find(int id) {
  auto found = jobs_.find(id);
  if (found == jobs_.end())
    return Result<std::shared_ptr<Job>>::fail(ErrorCode::no_such_job,
                                              "no running lab job has id " + std::to_string(id));
  found->second.used = ++tick_;
  return Result<std::shared_ptr<Job>>::ok(found->second.job);
}

Result<std::shared_ptr<Job>> LabJobs::run(int id, std::uint64_t budget) {
  auto found = find(id);
  if (!found) return found;
  if ((*found.value)->run(budget) != JobStatus::running) jobs_.erase(id);
  return found;
}

bool LabJobs::cancel(int id) {
  auto found = jobs_.find(id);
  if (found == jobs_.end()) return false;
  found->second.job->cancel();
  jobs_.erase(found);
  return true;
}

}  // namespace slide
