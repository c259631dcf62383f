#include "common/referencefit.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace reference {

namespace {

/// Points closer than this (board or picture units) are one point: a fit through them would
/// divide by nothing.
constexpr double kSame = 1e-9;

double distance(Vec2 p, Vec2 q) { return std::hypot(p.x - q.x, p.y - q.y); }

/// The least-squares similarity (scale, rotation, translation) taking the picture points to the
/// board points: in complex numbers, board ≈ s·picture + t with s = Σ b'·conj(p') / Σ |p'|² over
/// the centred points. Nullopt when the picture points all coincide.
std::optional<Affine> similarity(const std::vector<ControlPoint>& points) {
    Vec2 pm, bm;
    for (const auto& p : points) {
        pm.x += p.picture.x, pm.y += p.picture.y;
        bm.x += p.board.x, bm.y += p.board.y;
    }
    const double n = static_cast<double>(points.size());
    pm = {pm.x / n, pm.y / n};
    bm = {bm.x / n, bm.y / n};
    double re = 0, im = 0, norm = 0;
    for (const auto& p : points) {
        const Vec2 q{p.picture.x - pm.x, p.picture.y - pm.y};
        const Vec2 b{p.board.x - bm.x, p.board.y - bm.y};
        re += b.x * q.x + b.y * q.y;
        im += b.y * q.x - b.x * q.y;
        norm += q.x * q.x + q.y * q.y;
    }
    if (norm < kSame) return std::nullopt;
    const double sr = re / norm, si = im / norm;
    if (std::hypot(sr, si) < kSame) return std::nullopt;  // every board point on one spot
    Affine t{sr, -si, 0, si, sr, 0};
    const Vec2 moved = t.map(pm);
    t.c = bm.x - moved.x;
    t.f = bm.y - moved.y;
    return t;
}

/// Solves the 3×3 system m·x = r by Gaussian elimination with partial pivoting; nullopt when
/// the matrix is singular relative to its size.
std::optional<std::array<double, 3>> solve3(std::array<std::array<double, 4>, 3> m) {
    double largest = 0;
    for (const auto& row : m)
        for (int c = 0; c < 3; ++c) largest = std::max(largest, std::abs(row[static_cast<std::size_t>(c)]));
    if (largest == 0) return std::nullopt;
    for (std::size_t col = 0; col < 3; ++col) {
        std::size_t pivot = col;
        for (std::size_t r = col + 1; r < 3; ++r)
            if (std::abs(m[r][col]) > std::abs(m[pivot][col])) pivot = r;
        if (std::abs(m[pivot][col]) < 1e-12 * largest) return std::nullopt;
        std::swap(m[col], m[pivot]);
        for (std::size_t r = 0; r < 3; ++r) {
            if (r == col) continue;
            const double k = m[r][col] / m[col][col];
            for (std::size_t c = col; c < 4; ++c) m[r][c] -= k * m[col][c];
        }
    }
    return std::array<double, 3>{m[0][3] / m[0][0], m[1][3] / m[1][1], m[2][3] / m[2][2]};
}

/// The least-squares affine fit (normal equations, the picture points centred for accuracy);
/// nullopt when the picture points lie on one line.
std::optional<Affine> affine(const std::vector<ControlPoint>& points) {
    Vec2 pm;
    for (const auto& p : points) pm.x += p.picture.x, pm.y += p.picture.y;
    const double n = static_cast<double>(points.size());
    pm = {pm.x / n, pm.y / n};
    double sxx = 0, sxy = 0, syy = 0, sx = 0, sy = 0;
    double bx[3] = {0, 0, 0}, by[3] = {0, 0, 0};
    for (const auto& p : points) {
        const double x = p.picture.x - pm.x, y = p.picture.y - pm.y;
        sxx += x * x, sxy += x * y, syy += y * y, sx += x, sy += y;
        bx[0] += x * p.board.x, bx[1] += y * p.board.x, bx[2] += p.board.x;
        by[0] += x * p.board.y, by[1] += y * p.board.y, by[2] += p.board.y;
    }
    // Collinear picture points: the spread across the line is nothing next to the spread along it.
    const double det2 = sxx * syy - sxy * sxy;
    if (det2 <= 1e-9 * (sxx + syy) * (sxx + syy)) return std::nullopt;
    const std::array<std::array<double, 3>, 3> normal{{{sxx, sxy, sx}, {sxy, syy, sy}, {sx, sy, n}}};
    auto withRight = [&](const double* r) {
        std::array<std::array<double, 4>, 3> m{};
        for (std::size_t i = 0; i < 3; ++i) m[i] = {normal[i][0], normal[i][1], normal[i][2], r[i]};
        return m;
    };
    const auto row1 = solve3(withRight(bx));
    const auto row2 = solve3(withRight(by));
    if (!row1 || !row2) return std::nullopt;
    // Undo the centring: x' = x - pm.
    Affine t{(*row1)[0], (*row1)[1], 0, (*row2)[0], (*row2)[1], 0};
    t.c = (*row1)[2] - t.a * pm.x - t.b * pm.y;
    t.f = (*row2)[2] - t.d * pm.x - t.e * pm.y;
    return t;
}

/// The points with any repeat of an earlier point (on the picture or on the board) left out.
std::vector<ControlPoint> distinct(const std::vector<ControlPoint>& points) {
    std::vector<ControlPoint> out;
    for (const auto& p : points) {
        const bool repeat = std::any_of(out.begin(), out.end(), [&](const ControlPoint& q) {
            return distance(p.picture, q.picture) < kSame || distance(p.board, q.board) < kSame;
        });
        if (!repeat) out.push_back(p);
    }
    return out;
}

}  // namespace

std::optional<Affine> Affine::inverted() const {
    const double det = a * e - b * d;
    if (std::abs(det) < 1e-15) return std::nullopt;
    Affine inv{e / det, -b / det, 0, -d / det, a / det, 0};
    inv.c = -(inv.a * c + inv.b * f);
    inv.f = -(inv.d * c + inv.e * f);
    return inv;
}

double Affine::scale() const { return std::sqrt(std::abs(a * e - b * d)); }

Affine placement(double width, double height, double boardWidth, double boardHeight) {
    if (width <= 0 || height <= 0) return {};
    const double s = std::min(boardWidth / width, boardHeight / height);
    return {s, 0, (boardWidth - s * width) / 2, 0, s, (boardHeight - s * height) / 2};
}

Fit fitControlPoints(const std::vector<ControlPoint>& points, const Affine& fallback) {
    Fit fit;
    fit.transform = fallback;
    const auto usable = distinct(points);
    if (usable.size() == 1) {
        const Vec2 at = fallback.map(usable[0].picture);
        fit.transform.c += usable[0].board.x - at.x;
        fit.transform.f += usable[0].board.y - at.y;
        fit.kind = FitKind::Translation;
    } else if (usable.size() == 2) {
        if (auto s = similarity(usable)) fit.transform = *s, fit.kind = FitKind::Similarity;
    } else if (usable.size() >= 3) {
        if (auto t = affine(usable))
            fit.transform = *t, fit.kind = FitKind::Affine;
        else if (auto s = similarity(usable))
            fit.transform = *s, fit.kind = FitKind::Similarity;
    }
    for (const auto& p : points) fit.residuals.push_back(distance(fit.transform.map(p.picture), p.board));
    return fit;
}

}  // namespace reference
