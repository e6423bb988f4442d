// The lab's `learned` experiment's training, as a Job the page's worker runs in slices: a small
// value network (learned/value_network.hpp) trained on the exact BFS distances of every position
// of a small puzzle (the 8-puzzle: 181,440), so the reader watches the loss fall and can cancel
// between any two slices. When it ends the network is measured against the same table (mean
// error, share of positions it overestimates) and installed in the session's TableStore, where
// the `learned` heuristic row finds it for the searches that follow.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "learned/learned_model.hpp"
#include "learned/trainer.hpp"
#include "session/requests.hpp"
#include "session/session.hpp"

namespace slide {

struct LearningOptions {
  int hidden1 = 64;
  int hidden2 = 32;
  int epochs = 4;
  std::uint64_t seed = 1;
};

// {hidden1, hidden2 (1..ValueNetwork::kMaxHidden), epochs (1..kMaxLearningEpochs), seed}: one
// message per mistake (bad-option).
Result<LearningOptions> read_learning_options(const LooseFields& fields);
inline constexpr int kMaxLearningEpochs = 100;

// The mean squared error over a stretch of the training: `epochs` is where the stretch ends
// (1.0 = one pass over every position), `loss` in moves squared.
struct LossPoint {
  double epochs = 0;
  double loss = 0;
};

class LearningJob : public Job {
 public:
  // Points on the loss curve per pass over the positions.
  static constexpr int kPointsPerEpoch = 8;
  static constexpr int kBatch = 256;

  // Refused (bad-puzzle) for a puzzle without an exact BFS table (more than 10 cells).
  static Result<std::shared_ptr<LearningJob>> make(Session& session,
                                                   std::shared_ptr<const Puzzle> puzzle,
                                                   const LearningOptions& options);

  // `budget`: positions to train on in this slice (at least one minibatch). The first slice
  // makes the BFS table and the training set; the last measures the network and installs it.
  JobStatus run(std::uint64_t budget) override;
  void cancel() override;
  JobStatus status() const override { return status_; }
  std::optional<double> progress() const override;
  const std::string& message() const override { return message_; }

  const std::vector<LossPoint>& losses() const { return losses_; }
  // Against every position's exact distance; set once done.
  const std::optional<EstimateQuality>& quality() const { return quality_; }
  std::size_t positions() const { return positions_; }
  std::size_t parameters() const { return model_->network.parameter_count(); }
  int epochs() const { return options_.epochs; }
  const NetworkShape& shape() const { return model_->network.shape(); }
  // Milliseconds spent in run() so far: the training's own time, without the worker's gaps.
  double elapsed_ms() const { return elapsed_ms_; }

 private:
  LearningJob(Session& session, std::shared_ptr<const Puzzle> puzzle,
              const LearningOptions& options);
  void prepare();
  void train(std::uint64_t budget);
  void finish();

  // The lab's session outlives its jobs (both live as long as the module).
  Session& session_;
  std::shared_ptr<const Puzzle> puzzle_;
  LearningOptions options_;
  std::shared_ptr<LearnedModel> model_;
  std::unique_ptr<Trainer> trainer_;
  std::size_t positions_ = 0;
  std::uint64_t batches_ = 0, total_batches_ = 0, batches_per_point_ = 1;
  // This point of the curve so far: its batches and the sum of their losses.
  std::uint64_t point_batches_ = 0;
  double point_loss_ = 0;
  std::vector<LossPoint> losses_;
  std::optional<EstimateQuality> quality_;
  double elapsed_ms_ = 0;
  JobStatus status_ = JobStatus::running;
  std::string message_;
};

}  // namespace slide
