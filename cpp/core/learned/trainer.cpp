// Minibatch backpropagation through the three layers, and Adam.
#include "learned/trainer.hpp"

#include <algorithm>
#include <cmath>

#include "heuristics/learned.hpp"

namespace slide {

namespace {

ValueNetwork zeros_like(const ValueNetwork& network) {
  ValueNetwork zero(network.shape(), 0);
  zero.for_each_block([](float* data, Eigen::Index count) { std::fill(data, data + count, 0.0f); });
  return zero;
}

}  // namespace

Trainer::Trainer(const Puzzle& puzzle, ValueNetwork& network, TrainingSet set,
                 const TrainerOptions& options)
    : network_(network),
      manhattan_(puzzle),
      set_(std::move(set)),
      batch_(std::max(1, options.batch)),
      learning_rate_(options.learning_rate),
      overestimate_weight_(options.overestimate_weight),
      rng_(options.seed),
      gradient_(zeros_like(network)),
      first_moment_(zeros_like(network)),
      second_moment_(zeros_like(network)) {
  residuals_.reserve(set_.size());
  order_.reserve(set_.size());
  for (std::size_t i = 0; i < set_.size(); ++i) {
    residuals_.push_back(
        static_cast<float>(set_.distances[i] - manhattan_.evaluate(set_.boards[i])));
    order_.push_back(static_cast<std::uint32_t>(i));
  }
  cursor_ = order_.size();  // shuffled before the first batch
}

double Trainer::batches(int count) {
  double sum = 0;
  for (int i = 0; i < count; ++i) sum += minibatch();
  return count > 0 ? sum / count : 0;
}

double Trainer::minibatch() {
  if (set_.size() == 0) return 0;
  if (cursor_ + batch_ > order_.size()) {  // a new epoch: Fisher-Yates from the seed
    for (std::size_t i = order_.size() - 1; i > 0; --i)
      std::swap(order_[i], order_[rng_.below(static_cast<std::uint32_t>(i + 1))]);
    cursor_ = 0;
  }
  const int count = static_cast<int>(std::min<std::size_t>(batch_, order_.size() - cursor_));
  const NetworkShape& shape = network_.shape();
  const ValueNetwork& net = network_;
  // Forward: one column per sample.
  Eigen::MatrixXf first(shape.hidden1, count);
  ValueNetwork::Accumulator sums;
  for (int s = 0; s < count; ++s) {
    net.first_layer(set_.boards[order_[cursor_ + s]], sums);
    first.col(s) = sums;
  }
  const Eigen::MatrixXf active1 = first.cwiseMax(0.0f);
  const Eigen::MatrixXf second = (net.w2 * active1).colwise() + net.b2;
  const Eigen::MatrixXf active2 = second.cwiseMax(0.0f);
  const Eigen::RowVectorXf output = (net.w3.transpose() * active2).array() + net.b3;
  Eigen::RowVectorXf error(count), weight(count);
  for (int s = 0; s < count; ++s) {
    error(s) = output(s) - residuals_[order_[cursor_ + s]];
    weight(s) = error(s) > 0.0f ? overestimate_weight_ : 1.0f;
  }
  const double loss = (weight.array() * error.array().square()).sum() / count;
  // Backward: d(weighted mean squared error) / d(output) = 2 weight error / count.
  const Eigen::RowVectorXf d_output =
      (weight.array() * error.array()).matrix() * (2.0f / static_cast<float>(count));
  gradient_.w3 = active2 * d_output.transpose();
  gradient_.b3 = d_output.sum();
  const Eigen::MatrixXf d_second =
      ((net.w3 * d_output).array() * (second.array() > 0.0f).cast<float>()).matrix();
  gradient_.w2.noalias() = d_second * active1.transpose();
  gradient_.b2 = d_second.rowwise().sum();
  const Eigen::MatrixXf d_first =
      ((net.w2.transpose() * d_second).array() * (first.array() > 0.0f).cast<float>()).matrix();
  gradient_.b1 = d_first.rowwise().sum();
  gradient_.w1.setZero();
  for (int s = 0; s < count; ++s) {
    const Board& board = set_.boards[order_[cursor_ + s]];
    for (int cell = 0; cell < shape.cells; ++cell)
      if (const int tile = board.tiles[cell]; tile != kBlank)
        gradient_.w1.col(net.input(tile, cell)) += d_first.col(s);
  }
  cursor_ += count;
  seen_ += count;
  adam_update();
  return loss;
}

void Trainer::adam_update() {
  constexpr float kBeta1 = 0.9f, kBeta2 = 0.999f, kEpsilon = 1e-8f;
  ++step_;
  const float correction1 = 1.0f - std::pow(kBeta1, static_cast<float>(step_));
  const float correction2 = 1.0f - std::pow(kBeta2, static_cast<float>(step_));
  std::vector<std::pair<float*, Eigen::Index>> parameters, gradients, firsts, seconds;
  auto collect = [](std::vector<std::pair<float*, Eigen::Index>>& into) {
    return [&into](float* data, Eigen::Index count) { into.emplace_back(data, count); };
  };
  network_.for_each_block(collect(parameters));
  gradient_.for_each_block(collect(gradients));
  first_moment_.for_each_block(collect(firsts));
  second_moment_.for_each_block(collect(seconds));
  for (std::size_t b = 0; b < parameters.size(); ++b) {
    const Eigen::Index n = parameters[b].second;
    Eigen::Map<Eigen::ArrayXf> p(parameters[b].first, n), g(gradients[b].first, n),
        m(firsts[b].first, n), v(seconds[b].first, n);
    m = kBeta1 * m + (1 - kBeta1) * g;
    v = kBeta2 * v + (1 - kBeta2) * g.square();
    p -= learning_rate_ * (m / correction1) / ((v / correction2).sqrt() + kEpsilon);
  }
}

EstimateQuality measure_estimate(const ManhattanDistance& manhattan, const ValueNetwork& network,
                                 const TrainingSet& set, std::size_t stride) {
  EstimateQuality quality;
  std::size_t counted = 0;
  for (std::size_t i = 0; i < set.size(); i += std::max<std::size_t>(stride, 1)) {
    const Board& board = set.boards[i];
    const int distance = set.distances[i];
    const int estimate = distance == 0 ? 0
                                       : LearnedHeuristic::estimate(manhattan.evaluate(board),
                                                                    network.output(board));
    quality.mean_absolute_error += std::abs(estimate - distance);
    quality.overestimated += estimate > distance;
    quality.exact += estimate == distance;
    ++counted;
  }
  if (counted > 0) {
    quality.mean_absolute_error /= counted;
    quality.overestimated /= counted;
    quality.exact /= counted;
  }
  return quality;
}

}  // namespace slide
