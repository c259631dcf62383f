#include "common/jsonvariant.h"

#include <climits>
#include <cmath>

#include <QJSValue>
#include <QPoint>
#include <QPointF>
#include <QVariantList>
#include <QVariantMap>

using json = nlohmann::json;

json jsonFromVariant(const QVariant& v) {
    if (v.metaType().id() == qMetaTypeId<QJSValue>()) return jsonFromVariant(v.value<QJSValue>().toVariant());
    switch (v.metaType().id()) {
        case QMetaType::UnknownType:
        case QMetaType::Nullptr: return nullptr;
        case QMetaType::Bool: return v.toBool();
        case QMetaType::Int:
        case QMetaType::LongLong:
        case QMetaType::UInt: return v.toLongLong();
        case QMetaType::Double:
        case QMetaType::Float: {
            const double d = v.toDouble();
            if (std::isfinite(d) && d == std::floor(d) && std::abs(d) < 1e15) return static_cast<long long>(d);
            return d;
        }
        case QMetaType::QPoint: return json::array({v.toPoint().x(), v.toPoint().y()});
        case QMetaType::QPointF: return json::array({std::lround(v.toPointF().x()), std::lround(v.toPointF().y())});
        case QMetaType::QString: return v.toString().toStdString();
        case QMetaType::QStringList:
        case QMetaType::QVariantList: {
            json out = json::array();
            for (const QVariant& item : v.toList()) out.push_back(jsonFromVariant(item));
            return out;
        }
        case QMetaType::QVariantMap: {
            json out = json::object();
            const QVariantMap map = v.toMap();
            for (auto it = map.begin(); it != map.end(); ++it) out[it.key().toStdString()] = jsonFromVariant(it.value());
            return out;
        }
        default: return v.toString().toStdString();
    }
}

QVariant variantFromJson(const json& j) {
    if (j.is_boolean()) return j.get<bool>();
    if (j.is_number_integer()) return j.get<long long>() >= INT_MIN && j.get<long long>() <= INT_MAX ? QVariant(j.get<int>()) : QVariant(j.get<double>());
    if (j.is_number()) return j.get<double>();
    if (j.is_string()) return QString::fromStdString(j.get<std::string>());
    if (j.is_array()) {
        QVariantList out;
        for (const json& item : j) out << variantFromJson(item);
        return out;
    }
    if (j.is_object()) {
        QVariantMap out;
        for (auto it = j.begin(); it != j.end(); ++it) out.insert(QString::fromStdString(it.key()), variantFromJson(it.value()));
        return out;
    }
    return {};
}
