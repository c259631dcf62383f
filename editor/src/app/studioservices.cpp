#include "studioservices.h"

#include "datadirectory.h"
#include "scenariodocument.h"

StudioServices::StudioServices(ScenarioDocument* document, QObject* parent)
    : QObject(parent), m_autosave(document), m_watcher(document) {
    const auto remember = [this, document] { m_recentFiles.add(document->filePath()); };
    connect(document, &ScenarioDocument::opened, this, remember);
    connect(document, &ScenarioDocument::saved, this, remember);
}

QVariantList StudioServices::templates() const { return DataDirectory::templates(); }
