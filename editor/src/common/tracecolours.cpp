#include "common/tracecolours.h"

#include <algorithm>
#include <cmath>

namespace tracing {

namespace {

/// Points per hex side of the sampling grid: about 180 of them fall inside the hex.
constexpr int kGrid = 16;
/// The part of the hex read: its inner 80 %, away from the grid lines and the neighbours.
constexpr double kInner = 0.8;
/// The brightness (mean of the channels) the hex's lighter quarter is brought to, and how far a
/// hex's colours may be brightened or darkened to get there.
constexpr double kLevel = 200.0;
constexpr double kMinGain = 0.5, kMaxGain = 2.0;

double brightness(QRgb c) { return (qRed(c) + qGreen(c) + qBlue(c)) / 3.0; }

/// Whether (dx, dy) from a pointy-top hex's centre lies inside the hex of circumradius r.
bool insideHex(double dx, double dy, double r) {
    const double ax = std::abs(dx), ay = std::abs(dy);
    const double halfWidth = r * std::sqrt(3.0) / 2;
    return ax <= halfWidth && ay <= r - ax / std::sqrt(3.0);
}

/// Adds a colour to the histogram, shared between the nearest levels of each channel
/// (trilinear weights) so that a colour near a bin's edge does not jump between bins with noise.
void addSoft(std::array<double, kBins>& histogram, QRgb c, double gain) {
    const double scale = (kLevels - 1) / 255.0 * gain;
    double v[3] = {qRed(c) * scale, qGreen(c) * scale, qBlue(c) * scale};
    for (double& x : v) x = std::min(x, static_cast<double>(kLevels - 1));
    int lo[3];
    double w[3];
    for (int i = 0; i < 3; ++i) {
        lo[i] = std::min(static_cast<int>(v[i]), kLevels - 2);
        w[i] = v[i] - lo[i];
    }
    for (int corner = 0; corner < 8; ++corner) {
        double weight = 1;
        int bin = 0;
        for (int i = 0; i < 3; ++i) {
            const int up = (corner >> i) & 1;
            weight *= up ? w[i] : 1 - w[i];
            bin = bin * kLevels + lo[i] + up;
        }
        histogram[static_cast<std::size_t>(bin)] += weight;
    }
}

}  // namespace

HexColours coloursUnder(const QImage& image, const reference::Affine& boardToImage, QPointF centre, double hexSize,
                        const std::vector<double>& linesX, double lineWidth) {
    HexColours out;
    if (image.isNull()) return out;
    const double r = hexSize * kInner;
    const double step = 2 * r / kGrid;
    std::vector<QRgb> colours;
    for (int i = 0; i <= kGrid; ++i)
        for (int j = 0; j <= kGrid; ++j) {
            const double dx = -r + i * step, dy = -r + j * step;
            if (!insideHex(dx, dy, r)) continue;
            const double x0 = centre.x() + dx;
            if (std::any_of(linesX.begin(), linesX.end(), [&](double lx) { return std::abs(x0 - lx) < lineWidth / 2; })) continue;
            const reference::Vec2 at = boardToImage.map({centre.x() + dx, centre.y() + dy});
            const int x = static_cast<int>(std::floor(at.x)), y = static_cast<int>(std::floor(at.y));
            if (x < 0 || y < 0 || x >= image.width() || y >= image.height()) continue;
            colours.push_back(image.pixel(x, y));
        }
    if (colours.empty()) return out;
    out.pixels = static_cast<int>(colours.size());
    std::vector<double> levels;
    for (const QRgb c : colours) {
        levels.push_back(brightness(c));
        out.red += qRed(c), out.green += qGreen(c), out.blue += qBlue(c);
    }
    out.red /= out.pixels, out.green /= out.pixels, out.blue /= out.pixels;
    // The lighter quarter's threshold: the terrain's ground on a map, under its symbols.
    const auto quarter = levels.begin() + static_cast<std::ptrdiff_t>(levels.size() * 3 / 4);
    std::nth_element(levels.begin(), quarter, levels.end());
    out.gain = *quarter > 0 ? std::clamp(kLevel / *quarter, kMinGain, kMaxGain) : 1.0;
    for (const QRgb c : colours) addSoft(out.histogram, c, out.gain);
    for (double& h : out.histogram) h /= out.pixels;
    return out;
}

double colourDistance(const HexColours& a, const HexColours& b) {
    double l1 = 0;
    for (std::size_t i = 0; i < a.histogram.size(); ++i) l1 += std::abs(a.histogram[i] - b.histogram[i]);
    const auto level = [](double channel, double gain) { return std::min(channel * gain, 255.0); };
    const double dr = level(a.red, a.gain) - level(b.red, b.gain), dg = level(a.green, a.gain) - level(b.green, b.gain),
                 db = level(a.blue, a.gain) - level(b.blue, b.gain);
    const double mean = std::sqrt(dr * dr + dg * dg + db * db) / (255.0 * std::sqrt(3.0));
    return l1 / 2 + mean / 4;
}

std::optional<Suggestion> suggest(const HexColours& colours, const std::vector<Sample>& samples) {
    if (colours.pixels == 0 || samples.empty()) return std::nullopt;
    const Sample* best = nullptr;
    double bestDistance = 0;
    for (const Sample& s : samples) {
        if (s.colours.pixels == 0) continue;
        const double d = colourDistance(colours, s.colours);
        if (!best || d < bestDistance) best = &s, bestDistance = d;
    }
    if (!best) return std::nullopt;
    Suggestion out{best->terrain, bestDistance, 0};
    double other = -1;
    for (const Sample& s : samples)
        if (s.colours.pixels > 0 && s.terrain != best->terrain) {
            const double d = colourDistance(colours, s.colours);
            if (other < 0 || d < other) other = d;
        }
    if (other >= 0) out.margin = other - bestDistance;
    return out;
}

}  // namespace tracing
