// The network's initialisation and evaluation.
#include "learned/value_network.hpp"

#include <cmath>

#include "model/scramble.hpp"

namespace slide {

bool ValueNetwork::valid(const NetworkShape& shape) {
  return shape.cells >= 2 && shape.cells <= kMaxCells && shape.hidden1 >= 1 &&
         shape.hidden1 <= kMaxHidden && shape.hidden2 >= 1 && shape.hidden2 <= kMaxHidden;
}

namespace {

// A normal variate (Box-Muller) from the core's seeded generator, so weights do not depend on
// the standard library's distributions, which differ between implementations.
float normal(Rng& rng) {
  const double u1 = (static_cast<double>(rng.next() >> 11) + 0.5) / 9007199254740992.0;
  const double u2 = static_cast<double>(rng.next() >> 11) / 9007199254740992.0;
  return static_cast<float>(std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2));
}

void fill_he(Eigen::MatrixXf& matrix, int fan_in, Rng& rng) {
  const float scale = std::sqrt(2.0f / static_cast<float>(fan_in));
  for (Eigen::Index i = 0; i < matrix.size(); ++i) matrix.data()[i] = normal(rng) * scale;
}

}  // namespace

ValueNetwork::ValueNetwork(const NetworkShape& shape, std::uint64_t seed) : shape_(shape) {
  Rng rng(seed);
  w1.resize(shape.hidden1, shape.inputs());
  // Each position sets cells - 1 inputs: scale as if that were the fan-in.
  fill_he(w1, shape.cells - 1, rng);
  b1 = Vector::Zero(shape.hidden1);
  w2.resize(shape.hidden2, shape.hidden1);
  fill_he(w2, shape.hidden1, rng);
  b2 = Vector::Zero(shape.hidden2);
  Matrix last(shape.hidden2, 1);
  fill_he(last, shape.hidden2, rng);
  w3 = last.col(0) * 0.1f;  // a small first output: the estimate starts near Manhattan's
  b3 = 0;
}

void ValueNetwork::first_layer(const Board& board, Accumulator& sums) const {
  sums = b1;
  for (int cell = 0; cell < shape_.cells; ++cell)
    if (const int tile = board.tiles[cell]; tile != kBlank) sums += w1.col(input(tile, cell));
}

float ValueNetwork::output(const Accumulator& sums) const {
  Eigen::Matrix<float, Eigen::Dynamic, 1, 0, kMaxHidden, 1> second =
      (w2 * sums.cwiseMax(0.0f)).eval() + b2;
  return w3.dot(second.cwiseMax(0.0f)) + b3;
}

float ValueNetwork::output(const Board& board) const {
  Accumulator sums;
  first_layer(board, sums);
  return output(sums);
}

}  // namespace slide
