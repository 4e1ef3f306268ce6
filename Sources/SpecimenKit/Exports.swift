// A design system's package imports SpecimenKit alone: the component protocol, its drawing and its tokens come
// with it, and the page type protocol with the site its values are made from and the template values they are.
@_exported import DesignTokens
@_exported import PageTypes
@_exported import Previews
@_exported import ResolvedModel
@_exported import SiteModel
@_exported import SVG
@_exported import Templates
