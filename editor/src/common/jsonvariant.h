// JSON values as QML hands them over and reads them: the engine's files are JSON, QML speaks
// QVariant. The rule forms and the system editor both set a field of a file from a control's
// value and show a file's value in a control.
#pragma once

#include <QVariant>

#include <nlohmann/json.hpp>

/// A QML value as JSON: null (or an invalid QVariant) as null, booleans, whole numbers as
/// integers (a double without a fraction too: QML's numbers are doubles), other numbers as
/// doubles, strings, lists and maps recursively, a JavaScript value by its variant. Points (a
/// hex as QML passes it) become [col, row], as the files write hexes.
nlohmann::json jsonFromVariant(const QVariant& value);

/// A JSON value for QML: null as an invalid QVariant, objects as maps, arrays as lists.
QVariant variantFromJson(const nlohmann::json& value);
