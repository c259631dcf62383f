// The alignment of a reference picture to the board, as a georeferencer does it (QGIS's
// Georeferencer): control points pair a point of the picture with the board point it belongs
// to, and a transform from picture to board is fitted to them. One point moves the picture;
// two fix scale, rotation and position (a similarity); three or more give an affine fit by
// least squares, which also takes a scan's shear or a map's unequal scales, with each point's
// residual saying how far the fit leaves it from where it was put. Plain maths, no Qt: the
// studio's reference layer and its tests call it directly.
#pragma once

#include <optional>
#include <vector>

namespace reference {

struct Vec2 {
    double x = 0, y = 0;
    bool operator==(const Vec2&) const = default;
};

/// board = (a·x + b·y + c, d·x + e·y + f) for a picture point (x, y).
struct Affine {
    double a = 1, b = 0, c = 0, d = 0, e = 1, f = 0;
    Vec2 map(Vec2 p) const { return {a * p.x + b * p.y + c, d * p.x + e * p.y + f}; }
    /// The inverse transform (board to picture), or nullopt when this one flattens the plane.
    std::optional<Affine> inverted() const;
    /// The mean scale, sqrt(|det|): board units per picture unit.
    double scale() const;
    bool operator==(const Affine&) const = default;
};

/// A control point: where it is on the picture and where on the board it belongs.
struct ControlPoint {
    Vec2 picture;
    Vec2 board;
};

enum class FitKind { Placement, Translation, Similarity, Affine };

struct Fit {
    Affine transform;
    FitKind kind = FitKind::Placement;
    /// For each control point, in order, the distance in board units between where the fit
    /// puts its picture point and its board point (0 for one or two points).
    std::vector<double> residuals;
};

/// The transform that puts a picture of `width` × `height` over a board of `boardWidth` ×
/// `boardHeight`, as large as fits, centred: where a picture appears before any control point.
Affine placement(double width, double height, double boardWidth, double boardHeight);

/// Fits the control points. None: `fallback` as it is. One: `fallback`'s scale and rotation,
/// moved so that the point lands where it belongs. Two: the similarity through both (a second
/// point on the same picture or board spot as the first counts as one). Three or more: the
/// least-squares affine fit; when the points lie on one line an affine fit is not determined
/// and the least-squares similarity is used instead.
Fit fitControlPoints(const std::vector<ControlPoint>& points, const Affine& fallback);

}  // namespace reference
