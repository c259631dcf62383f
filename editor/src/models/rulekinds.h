// The engine's tables of objective and special-rule kinds (tricorne/model/rule_kinds.h) for
// QML: the forms offer exactly the kinds the engine knows, with its summaries, and QML holds
// no list of its own. (Plain lists rather than a QAbstractListModel: qmllint 6.4 cannot
// resolve a list model instantiated in QML.)
#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class RuleKinds : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// Every objective kind by its name in the files, in the engine's order.
    Q_PROPERTY(QStringList objectives READ objectives CONSTANT)
    /// Every special-rule kind by its name in the files, in the engine's order.
    Q_PROPERTY(QStringList specialRules READ specialRules CONSTANT)
    /// The objective kinds in words ("Temporary, at the start of the turn"), in the same order.
    Q_PROPERTY(QStringList objectiveTitles READ objectiveTitles CONSTANT)
    /// The special-rule kinds in words ("Creek crossed as a marsh"), in the same order.
    Q_PROPERTY(QStringList specialRuleTitles READ specialRuleTitles CONSTANT)

public:
    explicit RuleKinds(QObject* parent = nullptr) : QObject(parent) {}

    static QStringList objectives();
    static QStringList specialRules();
    static QStringList objectiveTitles();
    static QStringList specialRuleTitles();
    /// The engine's one-line summary of the special-rule kind named `name`; "" for an unknown name.
    Q_INVOKABLE static QString specialRuleSummary(const QString& name);
    /// The engine's words for the special-rule kind named `name` ("Opening cannonade"); the
    /// name itself for an unknown one.
    Q_INVOKABLE static QString specialRuleTitle(const QString& name);
    /// The engine's one-line summary of the objective kind named `name`; "" for an unknown name.
    Q_INVOKABLE static QString objectiveSummary(const QString& name);
    /// The booklet section the objective kind named `name` comes from; "" for an unknown name.
    Q_INVOKABLE static QString objectiveSource(const QString& name);
};
