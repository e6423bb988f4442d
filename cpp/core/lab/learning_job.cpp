// The lab's training job: options, the slices, the measure at the end.
#include "lab/learning_job.hpp"

#include <algorithm>

namespace slide {

namespace {

Result<int> read_size(const LooseFields& fields, const std::string& name, int fallback, int most) {
  auto read = read_count(fields, name, static_cast<std::uint64_t>(fallback));
  if (!read) return Result<int>::fail(read.error);
  if (*read.value < 1 || *read.value > static_cast<std::uint64_t>(most))
    return Result<int>::fail(ErrorCode::bad_option,
                             name + " must be from 1 to " + std::to_string(most));
  return Result<int>::ok(static_cast<int>(*read.value));
}

double milliseconds_since(std::chrono::steady_clock::time_point began) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began)
      .count();
}

}  // namespace

Result<LearningOptions> read_learning_options(const LooseFields& fields) {
  using Read = Result<LearningOptions>;
  LearningOptions read;
  auto hidden1 = read_size(fields, "hidden1", read.hidden1, ValueNetwork::kMaxHidden);
  if (!hidden1) return Read::fail(hidden1.error);
  auto hidden2 = read_size(fields, "hidden2", read.hidden2, ValueNetwork::kMaxHidden);
  if (!hidden2) return Read::fail(hidden2.error);
  auto epochs = read_size(fields, "epochs", read.epochs, kMaxLearningEpochs);
  if (!epochs) return Read::fail(epochs.error);
  auto seed = read_count(fields, "seed", read.seed);
  if (!seed) return Read::fail(seed.error);
  read.hidden1 = *hidden1.value;
  read.hidden2 = *hidden2.value;
  read.epochs = *epochs.value;
  read.seed = *seed.value;
  return Read::ok(read);
}

Result<std::shared_ptr<LearningJob>> LearningJob::make(Session& session,
                                                       std::shared_ptr<const Puzzle> puzzle,
                                                       const LearningOptions& options) {
  if (!DistanceTable::applies(*puzzle))
    return Result<std::shared_ptr<LearningJob>>::fail(
        ErrorCode::bad_puzzle, "training in the lab needs a puzzle of at most " +
                                   std::to_string(DistanceTable::kMaxCells) +
                                   " cells (its exact BFS table)");
  return Result<std::shared_ptr<LearningJob>>::ok(
      std::shared_ptr<LearningJob>(new LearningJob(session, std::move(puzzle), options)));
}

LearningJob::LearningJob(Session& session, std::shared_ptr<const Puzzle> puzzle,
                         const LearningOptions& options)
    : session_(session),
      puzzle_(std::move(puzzle)),
      options_(options),
      model_(std::make_shared<LearnedModel>(LearnedModel{
          table_key(*puzzle_),
          ValueNetwork({puzzle_->cell_count(), options.hidden1, options.hidden2}, options.seed)})) {
}

std::optional<double> LearningJob::progress() const {
  if (status_ == JobStatus::done) return 1.0;
  if (total_batches_ == 0) return 0.0;
  return static_cast<double>(batches_) / static_cast<double>(total_batches_);
}

void LearningJob::cancel() {
  if (status_ == JobStatus::running) status_ = JobStatus::cancelled;
}

JobStatus LearningJob::run(std::uint64_t budget) {
  if (status_ != JobStatus::running) return status_;
  const auto began = std::chrono::steady_clock::now();
  if (!trainer_)
    prepare();
  else if (batches_ < total_batches_)
    train(budget);
  else
    finish();
  elapsed_ms_ += milliseconds_since(began);
  return status_;
}

void LearningJob::prepare() {
  auto table = session_.distance_table(*puzzle_);
  TrainingSet set = all_positions(*table, puzzle_->cell_count());
  positions_ = set.size();
  const std::uint64_t per_epoch = (positions_ + kBatch - 1) / kBatch;
  total_batches_ = per_epoch * static_cast<std::uint64_t>(options_.epochs);
  batches_per_point_ = std::max<std::uint64_t>(1, per_epoch / kPointsPerEpoch);
  TrainerOptions trainer_options;
  trainer_options.batch = kBatch;
  trainer_options.seed = options_.seed;
  trainer_ = std::make_unique<Trainer>(*puzzle_, model_->network, std::move(set), trainer_options);
}

void LearningJob::train(std::uint64_t budget) {
  // Step decay, as `slide learn train`: the rate falls to 0.3x after 60% of the batches and to
  // 0.1x after 85%. A slice never crosses a change of rate nor a point of the curve, so the
  // training is the same whatever the slices (and each point is the mean of its own batches).
  const std::uint64_t slower = total_batches_ * 6 / 10, slowest = total_batches_ * 85 / 100;
  std::uint64_t end = std::min(total_batches_, batches_ + batches_per_point_ - point_batches_);
  for (std::uint64_t change : {slower, slowest})
    if (batches_ < change) end = std::min(end, change);
  const std::uint64_t count = std::min(end - batches_, std::max<std::uint64_t>(1, budget / kBatch));
  trainer_->set_learning_rate(batches_ >= slowest ? 1e-4f : batches_ >= slower ? 3e-4f : 1e-3f);
  point_loss_ += trainer_->batches(static_cast<int>(count)) * static_cast<double>(count);
  point_batches_ += count;
  batches_ += count;
  if (point_batches_ == batches_per_point_ || batches_ == total_batches_) {
    const double per_epoch = static_cast<double>(total_batches_) / options_.epochs;
    losses_.push_back({static_cast<double>(batches_) / per_epoch,
                       point_loss_ / static_cast<double>(point_batches_)});
    point_loss_ = 0;
    point_batches_ = 0;
  }
}

void LearningJob::finish() {
  quality_ = trainer_->quality(trainer_->set());
  session_.tables().install_model<LearnedModel>(*puzzle_, model_);
  trainer_.reset();  // the positions and Adam's moments are no longer needed
  status_ = JobStatus::done;
}

}  // namespace slide
