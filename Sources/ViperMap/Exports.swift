// The facts every front-end makes, and the language layer over them, are part of this library's API.
@_exported import ViperMapFacts
@_exported import ViperMapLanguage
