// A scenario's JSON form (schema/scenario.schema.json): the model read from a document that
// passed the schema, and the canonical document written from it. Reading untrusted bytes
// and checking them is json_io.h and validate/validate.h; this only converts.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "tricorne/model/scenario.h"

namespace tricorne {

/// Builds the model from a document that passed the scenario schema (current version).
/// Precondition: the schema check passed; anything else is a programmer error.
Scenario scenarioFromJson(const nlohmann::json& doc);

/// The canonical document: fixed key order, optional fields only when set.
nlohmann::ordered_json scenarioToJson(const Scenario& scenario);

/// Canonical bytes: scenarioToJson dumped with 2-space indent and a final newline.
std::string canonicalScenarioText(const Scenario& scenario);

/// Reads one objective of a document that passed the schema.
Objective objectiveFromJson(const nlohmann::json& j);
/// The canonical form of one objective: fixed key order, fields only when set.
nlohmann::ordered_json objectiveToJson(const Objective& objective);

/// Reads one special rule of a document that passed the schema (special_rules_json.cpp).
SpecialRule specialRuleFromJson(const nlohmann::json& j);
/// The canonical form of one special rule: fixed key order, fields only when set.
nlohmann::ordered_json specialRuleToJson(const SpecialRule& rule);

}  // namespace tricorne
