#include "sheetexport.h"

#include <QQmlComponent>
#include <QQmlEngine>

#include "diagnosticsmodel.h"
#include "scenariodocument.h"

QString writeScenarioSheet(ScenarioDocument& document, const QObject& theme, const QString& path, const SheetOptions& options) {
    if (!document.scenario()) return SheetExport::tr("There is no scenario to draw a sheet of.");
    // A sheet prints what the engine can play: a scenario with errors would print a battle
    // that does not exist.
    const int errors = document.diagnostics()->errorCount();
    if (errors > 0)
        return SheetExport::tr("Cannot draw the sheet of “%1”: the scenario has %n error(s) (tricorne validate lists them).", "", errors)
            .arg(document.filePath().isEmpty() ? document.fileName() : document.filePath());
    return ScenarioSheet(document, theme, options).write(path);
}

QObject* studioTheme(QQmlEngine& engine) {
    QQmlComponent component(&engine);
    component.setData("import QtQml\nimport Tricorne.Studio\nQtObject { readonly property QtObject theme: Theme }", QUrl());
    QObject* holder = component.create();
    if (!holder) return nullptr;
    holder->setParent(&engine);
    return holder->property("theme").value<QObject*>();
}

void SheetExport::exportSheet(const QString& path) {
    if (!m_document || !m_theme) {
        emit finished(false, tr("There is no scenario to draw a sheet of."));
        return;
    }
    SheetOptions options;
    options.saveInk = m_saveInk;
    options.paper = SheetOptions::localePaper();
    const QString error = writeScenarioSheet(*m_document, *m_theme, path, options);
    emit finished(error.isEmpty(), error);
}
