// Text from a scenario in an SVG document: written by an XML writer, never spliced in.
#pragma once

#include <QByteArray>
#include <QString>

/// `text` with every character XML 1.0 does not allow (C0 controls other than tab and line
/// breaks, lone surrogates, U+FFFE/U+FFFF) replaced by U+FFFD, so that an escaping writer
/// produces a document every XML reader accepts.
QString xmlSafeText(const QString& text);

/// The title to give QSvgGenerator::setTitle: withSvgTitle replaces it.
inline constexpr char kSvgTitlePlaceholder[] = "tricorne-svg-title";

/// `svg`, as QSvgGenerator wrote it titled kSvgTitlePlaceholder, with its <title> holding `title`
/// written by QXmlStreamWriter (QSvgGenerator::setTitle copies the text unescaped, so a title
/// could close the element and open a <script>). The placeholder's element is the first of the
/// header, before any drawing. Control characters XML forbids, which QSvgGenerator copies
/// from drawn text, become U+FFFD. Returns `svg` unchanged when it has no placeholder title.
QByteArray withSvgTitle(const QByteArray& svg, const QString& title);
