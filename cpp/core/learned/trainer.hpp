// Trains a ValueNetwork on a TrainingSet: the network learns each position's distance minus its
// Manhattan distance (what Manhattan misses), by mean squared error, with Adam (Kingma & Ba 2015)
// on shuffled minibatches. Everything random comes from the seed, so a run is reproducible on
// one build (floating-point sums may differ between compilers in the last bits).
//
// Training is sliced like a search: batches(n) runs n minibatches and returns, so the page's
// worker can report the loss between slices and cancel.
#pragma once

#include <cstdint>
#include <vector>

#include "heuristics/manhattan.hpp"
#include "learned/training_set.hpp"
#include "learned/value_network.hpp"
#include "model/scramble.hpp"

namespace slide {

struct TrainerOptions {
  int batch = 256;
  float learning_rate = 1e-3f;
  std::uint64_t seed = 1;
  // The weight of an overestimating error in the squared loss (1: plain mean squared error). Above
  // 1 the network learns to err low: an estimate that overestimates less often lets IDA* and A*
  // miss the shortest solution less often (Ernandes & Gori's penalised training, in spirit).
  float overestimate_weight = 1.0f;
};

// How good the rounded estimate is against the exact distances of a set.
struct EstimateQuality {
  double mean_absolute_error = 0;  // moves
  double overestimated = 0;        // share of positions where the estimate exceeds the distance
  double exact = 0;                // share where it equals it
};

// The learned estimate (LearnedHeuristic::estimate) on every `stride`-th position of `set`.
EstimateQuality measure_estimate(const ManhattanDistance& manhattan, const ValueNetwork& network,
                                 const TrainingSet& set, std::size_t stride = 1);

class Trainer {
 public:
  // `network` is trained in place and must outlive the trainer; its shape fits the puzzle.
  Trainer(const Puzzle& puzzle, ValueNetwork& network, TrainingSet set,
          const TrainerOptions& options);

  // n minibatches; returns their mean squared error (moves squared) before each update.
  double batches(int count);
  // One pass over the set in a fresh shuffled order; returns its mean squared error.
  double epoch() { return batches(static_cast<int>((set_.size() + batch_ - 1) / batch_)); }
  std::uint64_t seen() const { return seen_; }  // samples trained on so far
  const TrainingSet& set() const { return set_; }
  void set_learning_rate(float rate) { learning_rate_ = rate; }

  // The estimate on every `stride`-th position of `set` (measure_estimate).
  EstimateQuality quality(const TrainingSet& set, std::size_t stride = 1) const {
    return measure_estimate(manhattan_, network_, set, stride);
  }

 private:
  double minibatch();
  void adam_update();

  ValueNetwork& network_;
  ManhattanDistance manhattan_;
  TrainingSet set_;
  std::vector<float> residuals_;  // distance - Manhattan, per position
  std::vector<std::uint32_t> order_;
  std::size_t cursor_ = 0;
  int batch_;
  float learning_rate_;
  float overestimate_weight_;
  Rng rng_;
  std::uint64_t seen_ = 0;
  std::uint64_t step_ = 0;
  // Gradients and Adam's two moment estimates, shaped as the network.
  ValueNetwork gradient_, first_moment_, second_moment_;
};

}  // namespace slide
