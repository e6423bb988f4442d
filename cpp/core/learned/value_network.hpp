// A small multilayer perceptron that estimates how many moves a position needs beyond its
// Manhattan distance: the learned part of the `learned` heuristic (heuristics/learned.hpp).
//
// Inputs are one-hot (tile, cell) pairs for the tiles 1..n-1 (the blank's cell follows from the
// others, so it adds nothing a linear first layer could use). A move changes two inputs, so the
// first layer's sums are updated per move from two columns instead of recomputed; only the two
// small layers above it are evaluated at every node. Eigen does the arithmetic.
#pragma once

#include <Eigen/Core>
#include <cstdint>

#include "model/board.hpp"

namespace slide {

struct NetworkShape {
  int cells = 0;    // the puzzle's cells
  int hidden1 = 0;  // first layer (on the one-hot inputs)
  int hidden2 = 0;  // second layer
  bool operator==(const NetworkShape&) const = default;
  int inputs() const { return (cells - 1) * cells; }
};

class ValueNetwork {
 public:
  static constexpr int kMaxHidden = 256;
  static constexpr int kMaxCells = 16;
  using Matrix = Eigen::MatrixXf;
  using Vector = Eigen::VectorXf;
  // The first layer's sums for one position: stored inline (no allocation per search node).
  using Accumulator = Eigen::Matrix<float, Eigen::Dynamic, 1, 0, kMaxHidden, 1>;

  // A shape is usable when 2 <= cells <= kMaxCells and 1 <= hidden sizes <= kMaxHidden.
  static bool valid(const NetworkShape& shape);
  // He-initialised weights from a seed (the same seed gives the same network on every build).
  ValueNetwork(const NetworkShape& shape, std::uint64_t seed);

  const NetworkShape& shape() const { return shape_; }
  int input(int tile, int cell) const { return (tile - 1) * shape_.cells + cell; }

  // b1 plus the column of every (tile, cell) of the board.
  void first_layer(const Board& board, Accumulator& sums) const;
  // The sums after `tile` slides from `from` to `to`: its old column out, its new one in.
  void move(Accumulator& sums, int tile, int from, int to) const {
    sums += w1.col(input(tile, to)) - w1.col(input(tile, from));
  }
  // The layers above the first: ReLU, the second layer, ReLU, the output.
  float output(const Accumulator& sums) const;
  float output(const Board& board) const;

  // The parameters, in the order the weights file stores them (learned/weights_file.hpp).
  Matrix w1;  // hidden1 x inputs
  Vector b1;
  Matrix w2;  // hidden2 x hidden1
  Vector b2;
  Vector w3;  // hidden2
  float b3 = 0;

  // Visits every parameter block as (pointer, count), in storage order.
  template <class F>
  void for_each_block(F&& visit) {
    blocks(*this, visit);
  }
  template <class F>
  void for_each_block(F&& visit) const {
    blocks(*this, visit);
  }
  std::size_t parameter_count() const {
    return w1.size() + b1.size() + w2.size() + b2.size() + w3.size() + 1;
  }

 private:
  template <class Self, class F>
  static void blocks(Self& self, F& visit) {
    visit(self.w1.data(), self.w1.size());
    visit(self.b1.data(), self.b1.size());
    visit(self.w2.data(), self.w2.size());
    visit(self.b2.data(), self.b2.size());
    visit(self.w3.data(), self.w3.size());
    visit(&self.b3, Eigen::Index{1});
  }
  NetworkShape shape_;
};

}  // namespace slide
