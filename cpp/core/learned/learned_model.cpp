// The learned model's byte form: written in one pass, read with a bounds check at every field.
#include "learned/learned_model.hpp"

#include <cmath>
#include <cstring>

#include "model/checksum.hpp"
#include "tables/table_store.hpp"

namespace slide {

namespace {

constexpr char kMagic[8] = {'S', 'L', 'I', 'D', 'E', 'N', 'N', '1'};

template <class T>
void put(std::vector<std::uint8_t>& out, T value) {
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(&value);
  out.insert(out.end(), bytes, bytes + sizeof(T));
}

// Reads fields in order; once a read would pass the end, every later read fails too.
class Reader {
 public:
  explicit Reader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}
  template <class T>
  bool get(T& value) {
    return raw(&value, sizeof(T));
  }
  bool raw(void* to, std::size_t count) {
    if (count > bytes_.size() - offset_) return false;
    std::memcpy(to, bytes_.data() + offset_, count);
    offset_ += count;
    return true;
  }
  std::size_t offset() const { return offset_; }

 private:
  std::span<const std::uint8_t> bytes_;
  std::size_t offset_ = 0;
};

using Loaded = Result<std::shared_ptr<const LearnedModel>>;

Loaded refuse(std::string why, std::string reason) {
  return Loaded::fail(ErrorCode::bad_tables, "learned weights refused: " + why, std::move(reason),
                      {});
}

}  // namespace

std::vector<std::uint8_t> save_learned_model(const LearnedModel& model) {
  std::vector<std::uint8_t> out(kMagic, kMagic + sizeof kMagic);
  put<std::uint32_t>(out, LearnedModel::kFormatVersion);
  put<std::uint32_t>(out, static_cast<std::uint32_t>(model.puzzle.size()));
  out.insert(out.end(), model.puzzle.begin(), model.puzzle.end());
  const NetworkShape& shape = model.network.shape();
  for (int size : {shape.cells, shape.hidden1, shape.hidden2})
    put<std::uint32_t>(out, static_cast<std::uint32_t>(size));
  model.network.for_each_block([&](const float* data, Eigen::Index count) {
    for (Eigen::Index i = 0; i < count; ++i) put<float>(out, data[i]);
  });
  put<std::uint64_t>(out, fnv1a(out));
  return out;
}

Loaded load_learned_model(const Puzzle& puzzle, std::span<const std::uint8_t> bytes) {
  if (bytes.size() > LearnedModel::kMaxBytes)
    return refuse(
        "the file is larger than " + std::to_string(LearnedModel::kMaxBytes >> 20) + " MB",
        "too-large");
  Reader reader(bytes);
  char magic[8];
  if (!reader.raw(magic, sizeof magic) || std::memcmp(magic, kMagic, sizeof magic) != 0)
    return refuse("not a slide weights file (no SLIDENN1 header)", "not-weights");
  std::uint32_t version = 0, key_length = 0;
  if (!reader.get(version)) return refuse("the file ends inside its header", "truncated");
  if (version != LearnedModel::kFormatVersion)
    return refuse("format version " + std::to_string(version) + ", this build reads " +
                      std::to_string(LearnedModel::kFormatVersion),
                  "version");
  if (!reader.get(key_length) || key_length > 256)
    return refuse("the file ends inside its header or names no puzzle", "truncated");
  std::string key(key_length, '\0');
  std::uint32_t sizes[3] = {};
  if (!reader.raw(key.data(), key_length) || !reader.get(sizes[0]) || !reader.get(sizes[1]) ||
      !reader.get(sizes[2]))
    return refuse("the file ends inside its header", "truncated");
  if (bytes.size() < sizeof(std::uint64_t) + reader.offset())
    return refuse("the file ends inside its header", "truncated");
  const std::size_t body = bytes.size() - sizeof(std::uint64_t);
  std::uint64_t stored = 0;
  std::memcpy(&stored, bytes.data() + body, sizeof stored);
  if (stored != fnv1a(bytes.first(body)))
    return refuse("the checksum does not match: the file is damaged", "checksum");
  if (key != table_key(puzzle))
    return refuse("trained for '" + key + "', not for '" + table_key(puzzle) + "'", "puzzle");
  const NetworkShape shape{static_cast<int>(std::min<std::uint32_t>(sizes[0], 1000)),
                           static_cast<int>(std::min<std::uint32_t>(sizes[1], 100000)),
                           static_cast<int>(std::min<std::uint32_t>(sizes[2], 100000))};
  if (!ValueNetwork::valid(shape) || shape.cells != puzzle.cell_count())
    return refuse("a network of " + std::to_string(sizes[0]) + " cells and hidden layers " +
                      std::to_string(sizes[1]) + ", " + std::to_string(sizes[2]) +
                      " does not fit this puzzle",
                  "shape");
  auto model = std::make_shared<LearnedModel>(LearnedModel{key, ValueNetwork(shape, 0)});
  if (body - reader.offset() != model->network.parameter_count() * sizeof(float))
    return refuse("the weights do not have the size their shape says", "size");
  bool finite = true;
  model->network.for_each_block([&](float* data, Eigen::Index count) {
    reader.raw(data, static_cast<std::size_t>(count) * sizeof(float));
    for (Eigen::Index i = 0; i < count; ++i) finite = finite && std::isfinite(data[i]);
  });
  if (!finite) return refuse("a weight is not a finite number", "not-finite");
  return Loaded::ok(std::move(model));
}

}  // namespace slide
