// A design system's package imports SpecimenKit alone: the component protocol, its drawing and its tokens come
// with it.
@_exported import DesignTokens
@_exported import Previews
@_exported import SVG
