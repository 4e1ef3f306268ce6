/// The Cocoa class, protocol and type names Pygments' Swift lexer colours as built-in (`bp`) where it would say
/// plain name: those of UIKit, AppKit and Foundation (`NS`), Core Animation and Core Graphics, AVFoundation, WebKit,
/// SpriteKit, SceneKit and MapKit, the ones a design system's code and docs meet (Pygments' list also holds
/// HealthKit, Metal, GameKit … names, left out here).
/// The lists are Pygments' (BSD-2-Clause, docs/licenses/Pygments-LICENSE.txt, in the release's LICENSES.txt).
enum SwiftCocoaNames {
    static let names = Keywords(separatedBySpaces: list)

    private static let list = """
        AVAggregateAssetDownloadTask AVAsset AVAssetCache AVAssetDownloadDelegate AVAssetDownloadStorageManagementPolicy
        AVAssetDownloadStorageManager AVAssetDownloadTask AVAssetDownloadURLSession AVAssetExportSession
        AVAssetImageGenerator AVAssetReader AVAssetReaderAudioMixOutput AVAssetReaderOutput
        AVAssetReaderOutputMetadataAdaptor AVAssetReaderSampleReferenceOutput AVAssetReaderTrackOutput
        AVAssetReaderVideoCompositionOutput AVAssetResourceLoader AVAssetResourceLoaderDelegate
        AVAssetResourceLoadingContentInformationRequest AVAssetResourceLoadingDataRequest AVAssetResourceLoadingRequest
        AVAssetResourceLoadingRequestor AVAssetResourceRenewalRequest AVAssetSegmentReport
        AVAssetSegmentReportSampleInformation AVAssetSegmentTrackReport AVAssetTrack AVAssetTrackGroup
        AVAssetTrackSegment AVAssetWriter AVAssetWriterDelegate AVAssetWriterInput AVAssetWriterInputGroup
        AVAssetWriterInputMetadataAdaptor AVAssetWriterInputPassDescription AVAssetWriterInputPixelBufferAdaptor
        AVAsynchronousCIImageFilteringRequest AVAsynchronousKeyValueLoading AVAsynchronousVideoCompositionRequest
        AVAudioMix AVAudioMixInputParameters AVAudioSession AVCameraCalibrationData AVCaptureAudioChannel
        AVCaptureAudioDataOutput AVCaptureAudioDataOutputSampleBufferDelegate AVCaptureAudioFileOutput
        AVCaptureAudioPreviewOutput AVCaptureAutoExposureBracketedStillImageSettings
        AVCaptureBracketedStillImageSettings AVCaptureConnection AVCaptureDataOutputSynchronizer
        AVCaptureDataOutputSynchronizerDelegate AVCaptureDepthDataOutput AVCaptureDepthDataOutputDelegate
        AVCaptureDevice AVCaptureDeviceDiscoverySession AVCaptureDeviceFormat AVCaptureDeviceInput
        AVCaptureDeviceInputSource AVCaptureFileOutput AVCaptureFileOutputDelegate AVCaptureFileOutputRecordingDelegate
        AVCaptureInput AVCaptureInputPort AVCaptureManualExposureBracketedStillImageSettings AVCaptureMetadataInput
        AVCaptureMetadataOutput AVCaptureMetadataOutputObjectsDelegate AVCaptureMovieFileOutput AVCaptureMultiCamSession
        AVCaptureOutput AVCapturePhoto AVCapturePhotoBracketSettings AVCapturePhotoCaptureDelegate
        AVCapturePhotoFileDataRepresentationCustomizer AVCapturePhotoOutput AVCapturePhotoSettings
        AVCaptureResolvedPhotoSettings AVCaptureScreenInput AVCaptureSession AVCaptureStillImageOutput
        AVCaptureSynchronizedData AVCaptureSynchronizedDataCollection AVCaptureSynchronizedDepthData
        AVCaptureSynchronizedMetadataObjectData AVCaptureSynchronizedSampleBufferData AVCaptureSystemPressureState
        AVCaptureVideoDataOutput AVCaptureVideoDataOutputSampleBufferDelegate AVCaptureVideoPreviewLayer AVComposition
        AVCompositionTrack AVCompositionTrackFormatDescriptionReplacement AVCompositionTrackSegment
        AVContentKeyRecipient AVContentKeyRequest AVContentKeyResponse AVContentKeySession AVContentKeySessionDelegate
        AVDateRangeMetadataGroup AVDepthData AVDisplayCriteria AVFragmentMinding AVFragmentedAsset
        AVFragmentedAssetMinder AVFragmentedAssetTrack AVFragmentedMovie AVFragmentedMovieMinder AVFragmentedMovieTrack
        AVFrameRateRange AVMediaDataStorage AVMediaSelection AVMediaSelectionGroup AVMediaSelectionOption
        AVMetadataBodyObject AVMetadataCatBodyObject AVMetadataDogBodyObject AVMetadataFaceObject AVMetadataGroup
        AVMetadataHumanBodyObject AVMetadataItem AVMetadataItemFilter AVMetadataItemValueRequest
        AVMetadataMachineReadableCodeObject AVMetadataObject AVMetadataSalientObject AVMovie AVMovieTrack
        AVMutableAssetDownloadStorageManagementPolicy AVMutableAudioMix AVMutableAudioMixInputParameters
        AVMutableComposition AVMutableCompositionTrack AVMutableDateRangeMetadataGroup AVMutableMediaSelection
        AVMutableMetadataItem AVMutableMovie AVMutableMovieTrack AVMutableTimedMetadataGroup AVMutableVideoComposition
        AVMutableVideoCompositionInstruction AVMutableVideoCompositionLayerInstruction AVOutputSettingsAssistant
        AVPersistableContentKeyRequest AVPictureInPictureController AVPictureInPictureControllerDelegate AVPlayer
        AVPlayerItem AVPlayerItemAccessLog AVPlayerItemAccessLogEvent AVPlayerItemErrorLog AVPlayerItemErrorLogEvent
        AVPlayerItemLegibleOutput AVPlayerItemLegibleOutputPushDelegate AVPlayerItemMediaDataCollector
        AVPlayerItemMetadataCollector AVPlayerItemMetadataCollectorPushDelegate AVPlayerItemMetadataOutput
        AVPlayerItemMetadataOutputPushDelegate AVPlayerItemOutput AVPlayerItemOutputPullDelegate
        AVPlayerItemOutputPushDelegate AVPlayerItemTrack AVPlayerItemVideoOutput AVPlayerLayer AVPlayerLooper
        AVPlayerMediaSelectionCriteria AVPlayerViewController AVPlayerViewControllerDelegate AVPortraitEffectsMatte
        AVQueuePlayer AVQueuedSampleBufferRendering AVRouteDetector AVRoutePickerView AVRoutePickerViewDelegate
        AVSampleBufferAudioRenderer AVSampleBufferDisplayLayer AVSampleBufferRenderSynchronizer
        AVSemanticSegmentationMatte AVSynchronizedLayer AVTextStyleRule AVTimedMetadataGroup AVURLAsset
        AVVideoCompositing AVVideoComposition AVVideoCompositionCoreAnimationTool AVVideoCompositionInstruction
        AVVideoCompositionLayerInstruction AVVideoCompositionRenderContext AVVideoCompositionRenderHint
        AVVideoCompositionValidationHandling CAAction CAAnimation CAAnimationDelegate CAAnimationGroup
        CABTMIDICentralViewController CABTMIDILocalPeripheralViewController CABarBeatTime CABasicAnimation CADisplayLink
        CAEAGLLayer CAEmitterCell CAEmitterLayer CAFAudioDescription CAFChunkHeader CAFDataChunk CAFFileHeader
        CAFInfoStrings CAFInstrumentChunk CAFMarker CAFMarkerChunk CAFOverviewChunk CAFOverviewSample
        CAFPacketTableHeader CAFPeakChunk CAFPositionPeak CAFRegion CAFRegionChunk CAFStringID CAFStrings CAFUMIDChunk
        CAF_SMPTE_Time CAF_UUID_ChunkHeader CAGradientLayer CAInterAppAudioSwitcherView CAInterAppAudioTransportView
        CAKeyframeAnimation CALayer CALayerDelegate CAMediaTiming CAMediaTimingFunction CAMetalDrawable CAMetalLayer
        CAPropertyAnimation CAReplicatorLayer CAScrollLayer CAShapeLayer CASpringAnimation CATextLayer CATiledLayer
        CATransaction CATransformLayer CATransition CAValueFunction CA_BOXABLE CGAffineTransform CGDataConsumerCallbacks
        CGDataProviderDirectCallbacks CGDataProviderSequentialCallbacks CGFunctionCallbacks CGPDFArray
        CGPDFContentStream CGPDFDictionary CGPDFObject CGPDFOperatorTable CGPDFScanner CGPDFStream CGPDFString
        CGPathElement CGPatternCallbacks CGVector CG_BOXABLE MKAnnotation MKAnnotationView MKCircle MKCircleRenderer
        MKCircleView MKClusterAnnotation MKCompassButton MKDirections MKDirectionsRequest MKDirectionsResponse
        MKDistanceFormatter MKETAResponse MKGeoJSONDecoder MKGeoJSONFeature MKGeoJSONObject MKGeodesicPolyline
        MKGradientPolylineRenderer MKLocalPointsOfInterestRequest MKLocalSearch MKLocalSearchCompleter
        MKLocalSearchCompleterDelegate MKLocalSearchCompletion MKLocalSearchRequest MKLocalSearchResponse MKMapCamera
        MKMapCameraBoundary MKMapCameraZoomRange MKMapItem MKMapSnapshot MKMapSnapshotOptions MKMapSnapshotter MKMapView
        MKMapViewDelegate MKMarkerAnnotationView MKMultiPoint MKMultiPolygon MKMultiPolygonRenderer MKMultiPolyline
        MKMultiPolylineRenderer MKOverlay MKOverlayPathRenderer MKOverlayPathView MKOverlayRenderer MKOverlayView
        MKPinAnnotationView MKPitchControl MKPlacemark MKPointAnnotation MKPointOfInterestFilter MKPolygon
        MKPolygonRenderer MKPolygonView MKPolyline MKPolylineRenderer MKPolylineView MKReverseGeocoder
        MKReverseGeocoderDelegate MKRoute MKRouteStep MKScaleView MKShape MKTileOverlay MKTileOverlayRenderer
        MKUserLocation MKUserLocationView MKUserTrackingBarButtonItem MKUserTrackingButton MKZoomControl NSArray
        NSAssertionHandler NSAsynchronousFetchRequest NSAsynchronousFetchResult NSAtomicStore NSAtomicStoreCacheNode
        NSAttributeDescription NSAttributedString NSAutoreleasePool NSBatchDeleteRequest NSBatchDeleteResult
        NSBatchInsertRequest NSBatchInsertResult NSBatchUpdateRequest NSBatchUpdateResult NSBlockOperation NSBundle
        NSBundleResourceRequest NSByteCountFormatter NSCache NSCacheDelegate NSCachedURLResponse NSCalendar
        NSCharacterSet NSCoder NSCoding NSCollectionLayoutAnchor NSCollectionLayoutBoundarySupplementaryItem
        NSCollectionLayoutContainer NSCollectionLayoutDecorationItem NSCollectionLayoutDimension
        NSCollectionLayoutEdgeSpacing NSCollectionLayoutEnvironment NSCollectionLayoutGroup
        NSCollectionLayoutGroupCustomItem NSCollectionLayoutItem NSCollectionLayoutSection NSCollectionLayoutSize
        NSCollectionLayoutSpacing NSCollectionLayoutSupplementaryItem NSCollectionLayoutVisibleItem
        NSComparisonPredicate NSCompoundPredicate NSCondition NSConditionLock NSConstantString NSConstraintConflict
        NSCopying NSCoreDataCoreSpotlightDelegate NSCountedSet NSData NSDataAsset NSDataDetector NSDate NSDateComponents
        NSDateComponentsFormatter NSDateFormatter NSDateInterval NSDateIntervalFormatter NSDecimalNumber
        NSDecimalNumberBehaviors NSDecimalNumberHandler NSDerivedAttributeDescription NSDictionary
        NSDiffableDataSourceSectionSnapshot NSDiffableDataSourceSectionTransaction NSDiffableDataSourceSnapshot
        NSDiffableDataSourceTransaction NSDimension NSDirectoryEnumerator NSDiscardableContent NSEnergyFormatter
        NSEntityDescription NSEntityMapping NSEntityMigrationPolicy NSEnumerator NSError NSEvent NSException
        NSExpression NSExpressionDescription NSExtensionContext NSExtensionItem NSExtensionRequestHandling
        NSFastEnumeration NSFetchIndexDescription NSFetchIndexElementDescription NSFetchRequest NSFetchRequestExpression
        NSFetchRequestResult NSFetchedPropertyDescription NSFetchedResultsController NSFetchedResultsControllerDelegate
        NSFetchedResultsSectionInfo NSFileAccessIntent NSFileCoordinator NSFileHandle NSFileManager
        NSFileManagerDelegate NSFilePresenter NSFileProviderChangeObserver NSFileProviderDomain
        NSFileProviderEnumerationObserver NSFileProviderEnumerator NSFileProviderExtension NSFileProviderItem
        NSFileProviderManager NSFileProviderService NSFileProviderServiceSource NSFileSecurity NSFileVersion
        NSFileWrapper NSFormatter NSHTTPCookie NSHTTPCookieStorage NSHTTPURLResponse NSHashTable NSISO8601DateFormatter
        NSIncrementalStore NSIncrementalStoreNode NSIndexPath NSIndexSet NSInputStream NSInvocation
        NSInvocationOperation NSItemProvider NSItemProviderReading NSItemProviderWriting NSJSONSerialization
        NSKeyedArchiver NSKeyedArchiverDelegate NSKeyedUnarchiver NSKeyedUnarchiverDelegate NSLayoutAnchor
        NSLayoutConstraint NSLayoutDimension NSLayoutManager NSLayoutManagerDelegate NSLayoutXAxisAnchor
        NSLayoutYAxisAnchor NSLengthFormatter NSLinguisticTagger NSListFormatter NSLocale NSLock NSLocking NSMachPort
        NSMachPortDelegate NSManagedObject NSManagedObjectContext NSManagedObjectID NSManagedObjectModel NSMapTable
        NSMappingModel NSMassFormatter NSMeasurement NSMeasurementFormatter NSMenuToolbarItem NSMergeConflict
        NSMergePolicy NSMessagePort NSMetadataItem NSMetadataQuery NSMetadataQueryAttributeValueTuple
        NSMetadataQueryDelegate NSMetadataQueryResultGroup NSMethodSignature NSMigrationManager NSMutableArray
        NSMutableAttributedString NSMutableCharacterSet NSMutableCopying NSMutableData NSMutableDictionary
        NSMutableIndexSet NSMutableOrderedSet NSMutableParagraphStyle NSMutableSet NSMutableString NSMutableURLRequest
        NSNetService NSNetServiceBrowser NSNetServiceBrowserDelegate NSNetServiceDelegate NSNotification
        NSNotificationCenter NSNotificationQueue NSNull NSNumber NSNumberFormatter NSObject NSOperation NSOperationQueue
        NSOrderedCollectionChange NSOrderedCollectionDifference NSOrderedSet NSOrthography NSOutputStream
        NSParagraphStyle NSPersistentCloudKitContainer NSPersistentCloudKitContainerEvent
        NSPersistentCloudKitContainerEventRequest NSPersistentCloudKitContainerEventResult
        NSPersistentCloudKitContainerOptions NSPersistentContainer NSPersistentHistoryChange
        NSPersistentHistoryChangeRequest NSPersistentHistoryResult NSPersistentHistoryToken
        NSPersistentHistoryTransaction NSPersistentStore NSPersistentStoreAsynchronousResult
        NSPersistentStoreCoordinator NSPersistentStoreDescription NSPersistentStoreRequest NSPersistentStoreResult
        NSPersonNameComponents NSPersonNameComponentsFormatter NSPipe NSPointerArray NSPointerFunctions NSPort
        NSPortDelegate NSPredicate NSProcessInfo NSProgress NSProgressReporting NSPropertyDescription
        NSPropertyListSerialization NSPropertyMapping NSProxy NSPurgeableData NSQueryGenerationToken NSRecursiveLock
        NSRegularExpression NSRelationshipDescription NSRelativeDateTimeFormatter NSRunLoop NSSaveChangesRequest
        NSScanner NSSecureCoding NSSecureUnarchiveFromDataTransformer NSSet NSShadow NSSharingServicePickerToolbarItem
        NSSharingServicePickerTouchBarItem NSSimpleCString NSSocketPort NSSortDescriptor NSStream NSStreamDelegate
        NSString NSStringDrawingContext NSTextAttachment NSTextAttachmentContainer NSTextCheckingResult NSTextContainer
        NSTextLayoutOrientationProvider NSTextStorage NSTextStorageDelegate NSTextTab NSThread NSTimeZone NSTimer
        NSToolbarItem NSURL NSURLAuthenticationChallenge NSURLAuthenticationChallengeSender NSURLCache NSURLComponents
        NSURLConnection NSURLConnectionDataDelegate NSURLConnectionDelegate NSURLConnectionDownloadDelegate
        NSURLCredential NSURLCredentialStorage NSURLProtectionSpace NSURLProtocol NSURLProtocolClient NSURLQueryItem
        NSURLRequest NSURLResponse NSURLSession NSURLSessionConfiguration NSURLSessionDataDelegate NSURLSessionDataTask
        NSURLSessionDelegate NSURLSessionDownloadDelegate NSURLSessionDownloadTask NSURLSessionStreamDelegate
        NSURLSessionStreamTask NSURLSessionTask NSURLSessionTaskDelegate NSURLSessionTaskMetrics
        NSURLSessionTaskTransactionMetrics NSURLSessionUploadTask NSURLSessionWebSocketDelegate
        NSURLSessionWebSocketMessage NSURLSessionWebSocketTask NSUUID NSUbiquitousKeyValueStore NSUndoManager NSUnit
        NSUnitAcceleration NSUnitAngle NSUnitArea NSUnitConcentrationMass NSUnitConverter NSUnitConverterLinear
        NSUnitDispersion NSUnitDuration NSUnitElectricCharge NSUnitElectricCurrent NSUnitElectricPotentialDifference
        NSUnitElectricResistance NSUnitEnergy NSUnitFrequency NSUnitFuelEfficiency NSUnitIlluminance
        NSUnitInformationStorage NSUnitLength NSUnitMass NSUnitPower NSUnitPressure NSUnitSpeed NSUnitTemperature
        NSUnitVolume NSUserActivity NSUserActivityDelegate NSUserDefaults NSValue NSValueTransformer NSXMLParser
        NSXMLParserDelegate NSXPCCoder NSXPCConnection NSXPCInterface NSXPCListener NSXPCListenerDelegate
        NSXPCListenerEndpoint NSXPCProxyCreating SCNAccelerationConstraint SCNAction SCNActionable SCNAnimatable
        SCNAnimation SCNAnimationEvent SCNAnimationPlayer SCNAudioPlayer SCNAudioSource SCNAvoidOccluderConstraint
        SCNAvoidOccluderConstraintDelegate SCNBillboardConstraint SCNBoundingVolume SCNBox SCNBufferStream SCNCamera
        SCNCameraControlConfiguration SCNCameraController SCNCameraControllerDelegate SCNCapsule SCNCone SCNConstraint
        SCNCylinder SCNDistanceConstraint SCNFloor SCNGeometry SCNGeometryElement SCNGeometrySource
        SCNGeometryTessellator SCNHitTestResult SCNIKConstraint SCNLevelOfDetail SCNLight SCNLookAtConstraint
        SCNMaterial SCNMaterialProperty SCNMatrix4 SCNMorpher SCNNode SCNNodeRendererDelegate
        SCNParticlePropertyController SCNParticleSystem SCNPhysicsBallSocketJoint SCNPhysicsBehavior SCNPhysicsBody
        SCNPhysicsConeTwistJoint SCNPhysicsContact SCNPhysicsContactDelegate SCNPhysicsField SCNPhysicsHingeJoint
        SCNPhysicsShape SCNPhysicsSliderJoint SCNPhysicsVehicle SCNPhysicsVehicleWheel SCNPhysicsWorld SCNPlane
        SCNProgram SCNProgramDelegate SCNPyramid SCNReferenceNode SCNRenderer SCNReplicatorConstraint SCNScene
        SCNSceneExportDelegate SCNSceneRenderer SCNSceneRendererDelegate SCNSceneSource SCNShadable SCNShape SCNSkinner
        SCNSliderConstraint SCNSphere SCNTechnique SCNTechniqueSupport SCNText SCNTimingFunction SCNTorus SCNTransaction
        SCNTransformConstraint SCNTube SCNVector3 SCNVector4 SCNView SK3DNode SKAction SKAdNetwork SKArcadeService
        SKAttribute SKAttributeValue SKAudioNode SKCameraNode SKCloudServiceController SKCloudServiceSetupViewController
        SKCloudServiceSetupViewControllerDelegate SKConstraint SKCropNode SKDownload SKEffectNode SKEmitterNode
        SKFieldNode SKKeyframeSequence SKLabelNode SKLightNode SKMutablePayment SKMutableTexture SKNode SKOverlay
        SKOverlayAppClipConfiguration SKOverlayAppConfiguration SKOverlayConfiguration SKOverlayDelegate
        SKOverlayTransitionContext SKPayment SKPaymentDiscount SKPaymentQueue SKPaymentQueueDelegate
        SKPaymentTransaction SKPaymentTransactionObserver SKPhysicsBody SKPhysicsContact SKPhysicsContactDelegate
        SKPhysicsJoint SKPhysicsJointFixed SKPhysicsJointLimit SKPhysicsJointPin SKPhysicsJointSliding
        SKPhysicsJointSpring SKPhysicsWorld SKProduct SKProductDiscount SKProductStorePromotionController
        SKProductSubscriptionPeriod SKProductsRequest SKProductsRequestDelegate SKProductsResponse SKRange
        SKReachConstraints SKReceiptRefreshRequest SKReferenceNode SKRegion SKRenderer SKRequest SKRequestDelegate
        SKScene SKSceneDelegate SKShader SKShapeNode SKSpriteNode SKStoreProductViewController
        SKStoreProductViewControllerDelegate SKStoreReviewController SKStorefront SKTexture SKTextureAtlas
        SKTileDefinition SKTileGroup SKTileGroupRule SKTileMapNode SKTileSet SKTransformNode SKTransition SKUniform
        SKVideoNode SKView SKViewDelegate SKWarpGeometry SKWarpGeometryGrid SKWarpable UIAcceleration UIAccelerometer
        UIAccelerometerDelegate UIAccessibility UIAccessibilityContainerDataTable UIAccessibilityContainerDataTableCell
        UIAccessibilityContentSizeCategoryImageAdjusting UIAccessibilityCustomAction UIAccessibilityCustomRotor
        UIAccessibilityCustomRotorItemResult UIAccessibilityCustomRotorSearchPredicate UIAccessibilityElement
        UIAccessibilityIdentification UIAccessibilityLocationDescriptor UIAccessibilityReadingContent UIAction
        UIActionSheet UIActionSheetDelegate UIActivity UIActivityIndicatorView UIActivityItemProvider
        UIActivityItemSource UIActivityItemsConfiguration UIActivityItemsConfigurationReading UIActivityViewController
        UIAdaptivePresentationControllerDelegate UIAlertAction UIAlertController UIAlertView UIAlertViewDelegate
        UIAppearance UIAppearanceContainer UIApplication UIApplicationDelegate UIApplicationShortcutIcon
        UIApplicationShortcutItem UIAttachmentBehavior UIBackgroundConfiguration UIBarAppearance UIBarButtonItem
        UIBarButtonItemAppearance UIBarButtonItemGroup UIBarButtonItemStateAppearance UIBarItem UIBarPositioning
        UIBarPositioningDelegate UIBezierPath UIBlurEffect UIButton UICellAccessory UICellAccessoryCheckmark
        UICellAccessoryCustomView UICellAccessoryDelete UICellAccessoryDisclosureIndicator UICellAccessoryInsert
        UICellAccessoryLabel UICellAccessoryMultiselect UICellAccessoryOutlineDisclosure UICellAccessoryReorder
        UICellConfigurationState UICloudSharingController UICloudSharingControllerDelegate
        UICollectionLayoutListConfiguration UICollectionReusableView UICollectionView UICollectionViewCell
        UICollectionViewCellRegistration UICollectionViewCompositionalLayout
        UICollectionViewCompositionalLayoutConfiguration UICollectionViewController UICollectionViewDataSource
        UICollectionViewDataSourcePrefetching UICollectionViewDelegate UICollectionViewDelegateFlowLayout
        UICollectionViewDiffableDataSource UICollectionViewDiffableDataSourceReorderingHandlers
        UICollectionViewDiffableDataSourceSectionSnapshotHandlers UICollectionViewDragDelegate
        UICollectionViewDropCoordinator UICollectionViewDropDelegate UICollectionViewDropItem
        UICollectionViewDropPlaceholder UICollectionViewDropPlaceholderContext UICollectionViewDropProposal
        UICollectionViewFlowLayout UICollectionViewFlowLayoutInvalidationContext UICollectionViewFocusUpdateContext
        UICollectionViewLayout UICollectionViewLayoutAttributes UICollectionViewLayoutInvalidationContext
        UICollectionViewListCell UICollectionViewPlaceholder UICollectionViewSupplementaryRegistration
        UICollectionViewTransitionLayout UICollectionViewUpdateItem UICollisionBehavior UICollisionBehaviorDelegate
        UIColor UIColorPickerViewController UIColorPickerViewControllerDelegate UIColorWell UICommand UICommandAlternate
        UIConfigurationState UIContentConfiguration UIContentContainer UIContentSizeCategoryAdjusting UIContentView
        UIContextMenuConfiguration UIContextMenuInteraction UIContextMenuInteractionAnimating
        UIContextMenuInteractionCommitAnimating UIContextMenuInteractionDelegate UIContextualAction UIControl
        UICoordinateSpace UICubicTimingParameters UIDataSourceModelAssociation UIDataSourceTranslating UIDatePicker
        UIDeferredMenuElement UIDevice UIDictationPhrase UIDocument UIDocumentBrowserAction
        UIDocumentBrowserTransitionController UIDocumentBrowserViewController UIDocumentBrowserViewControllerDelegate
        UIDocumentInteractionController UIDocumentInteractionControllerDelegate UIDocumentMenuDelegate
        UIDocumentMenuViewController UIDocumentPickerDelegate UIDocumentPickerExtensionViewController
        UIDocumentPickerViewController UIDragAnimating UIDragDropSession UIDragInteraction UIDragInteractionDelegate
        UIDragItem UIDragPreview UIDragPreviewParameters UIDragPreviewTarget UIDragSession UIDropInteraction
        UIDropInteractionDelegate UIDropProposal UIDropSession UIDynamicAnimator UIDynamicAnimatorDelegate
        UIDynamicBehavior UIDynamicItem UIDynamicItemBehavior UIDynamicItemGroup UIEvent UIFeedbackGenerator
        UIFieldBehavior UIFocusAnimationContext UIFocusAnimationCoordinator UIFocusDebugger UIFocusDebuggerOutput
        UIFocusEnvironment UIFocusGuide UIFocusItem UIFocusItemContainer UIFocusItemScrollableContainer
        UIFocusMovementHint UIFocusSystem UIFocusUpdateContext UIFont UIFontDescriptor UIFontMetrics
        UIFontPickerViewController UIFontPickerViewControllerConfiguration UIFontPickerViewControllerDelegate
        UIGestureRecognizer UIGestureRecognizerDelegate UIGraphicsImageRenderer UIGraphicsImageRendererContext
        UIGraphicsImageRendererFormat UIGraphicsPDFRenderer UIGraphicsPDFRendererContext UIGraphicsPDFRendererFormat
        UIGraphicsRenderer UIGraphicsRendererContext UIGraphicsRendererFormat UIGravityBehavior
        UIGuidedAccessRestrictionDelegate UIHoverGestureRecognizer UIImage UIImageAsset UIImageConfiguration
        UIImagePickerController UIImagePickerControllerDelegate UIImageSymbolConfiguration UIImageView
        UIImpactFeedbackGenerator UIIndirectScribbleInteraction UIIndirectScribbleInteractionDelegate UIInputView
        UIInputViewAudioFeedback UIInputViewController UIInteraction UIInterpolatingMotionEffect
        UIItemProviderPresentationSizeProviding UIKey UIKeyCommand UIKeyInput UILabel UILargeContentViewerInteraction
        UILargeContentViewerInteractionDelegate UILargeContentViewerItem UILayoutGuide UILayoutSupport UILexicon
        UILexiconEntry UIListContentConfiguration UIListContentImageProperties UIListContentTextProperties
        UIListContentView UILocalNotification UILocalizedIndexedCollation UILongPressGestureRecognizer UIManagedDocument
        UIMarkupTextPrintFormatter UIMenu UIMenuBuilder UIMenuController UIMenuElement UIMenuItem UIMenuSystem
        UIMotionEffect UIMotionEffectGroup UIMutableApplicationShortcutItem UIMutableUserNotificationAction
        UIMutableUserNotificationCategory UINavigationBar UINavigationBarAppearance UINavigationBarDelegate
        UINavigationController UINavigationControllerDelegate UINavigationItem UINib UINotificationFeedbackGenerator
        UIObjectRestoration UIOpenURLContext UIPageControl UIPageViewController UIPageViewControllerDataSource
        UIPageViewControllerDelegate UIPanGestureRecognizer UIPasteConfiguration UIPasteConfigurationSupporting
        UIPasteboard UIPencilInteraction UIPencilInteractionDelegate UIPercentDrivenInteractiveTransition UIPickerView
        UIPickerViewAccessibilityDelegate UIPickerViewDataSource UIPickerViewDelegate UIPinchGestureRecognizer
        UIPointerEffect UIPointerHighlightEffect UIPointerHoverEffect UIPointerInteraction UIPointerInteractionAnimating
        UIPointerInteractionDelegate UIPointerLiftEffect UIPointerLockState UIPointerRegion UIPointerRegionRequest
        UIPointerShape UIPointerStyle UIPopoverBackgroundView UIPopoverBackgroundViewMethods UIPopoverController
        UIPopoverControllerDelegate UIPopoverPresentationController UIPopoverPresentationControllerDelegate
        UIPresentationController UIPress UIPressesEvent UIPreviewAction UIPreviewActionGroup UIPreviewActionItem
        UIPreviewInteraction UIPreviewInteractionDelegate UIPreviewParameters UIPreviewTarget UIPrintFormatter
        UIPrintInfo UIPrintInteractionController UIPrintInteractionControllerDelegate UIPrintPageRenderer UIPrintPaper
        UIPrinter UIPrinterPickerController UIPrinterPickerControllerDelegate UIProgressView UIPushBehavior
        UIReferenceLibraryViewController UIRefreshControl UIRegion UIResponder UIResponderStandardEditActions
        UIRotationGestureRecognizer UIScene UISceneActivationConditions UISceneActivationRequestOptions
        UISceneConfiguration UISceneConnectionOptions UISceneDelegate UISceneDestructionRequestOptions
        UISceneOpenExternalURLOptions UISceneOpenURLOptions UISceneSession UISceneSizeRestrictions UIScreen
        UIScreenEdgePanGestureRecognizer UIScreenMode UIScreenshotService UIScreenshotServiceDelegate
        UIScribbleInteraction UIScribbleInteractionDelegate UIScrollView UIScrollViewAccessibilityDelegate
        UIScrollViewDelegate UISearchBar UISearchBarDelegate UISearchContainerViewController UISearchController
        UISearchControllerDelegate UISearchDisplayController UISearchDisplayDelegate UISearchResultsUpdating
        UISearchSuggestion UISearchSuggestionItem UISearchTextField UISearchTextFieldDelegate UISearchTextFieldPasteItem
        UISearchToken UISegmentedControl UISelectionFeedbackGenerator UISimpleTextPrintFormatter UISlider UISnapBehavior
        UISplitViewController UISplitViewControllerDelegate UISpringLoadedInteraction UISpringLoadedInteractionBehavior
        UISpringLoadedInteractionContext UISpringLoadedInteractionEffect UISpringLoadedInteractionSupporting
        UISpringTimingParameters UIStackView UIStateRestoring UIStatusBarManager UIStepper UIStoryboard
        UIStoryboardPopoverSegue UIStoryboardSegue UIStoryboardUnwindSegueSource UISwipeActionsConfiguration
        UISwipeGestureRecognizer UISwitch UITabBar UITabBarAppearance UITabBarController UITabBarControllerDelegate
        UITabBarDelegate UITabBarItem UITabBarItemAppearance UITabBarItemStateAppearance UITableView UITableViewCell
        UITableViewController UITableViewDataSource UITableViewDataSourcePrefetching UITableViewDelegate
        UITableViewDiffableDataSource UITableViewDragDelegate UITableViewDropCoordinator UITableViewDropDelegate
        UITableViewDropItem UITableViewDropPlaceholder UITableViewDropPlaceholderContext UITableViewDropProposal
        UITableViewFocusUpdateContext UITableViewHeaderFooterView UITableViewPlaceholder UITableViewRowAction
        UITapGestureRecognizer UITargetedDragPreview UITargetedPreview UITextChecker UITextDocumentProxy
        UITextDragDelegate UITextDragPreviewRenderer UITextDragRequest UITextDraggable UITextDropDelegate
        UITextDropProposal UITextDropRequest UITextDroppable UITextField UITextFieldDelegate UITextFormattingCoordinator
        UITextFormattingCoordinatorDelegate UITextInput UITextInputAssistantItem UITextInputDelegate UITextInputMode
        UITextInputPasswordRules UITextInputStringTokenizer UITextInputTokenizer UITextInputTraits UITextInteraction
        UITextInteractionDelegate UITextPasteConfigurationSupporting UITextPasteDelegate UITextPasteItem
        UITextPlaceholder UITextPosition UITextRange UITextSelecting UITextSelectionRect UITextView UITextViewDelegate
        UITimingCurveProvider UITitlebar UIToolbar UIToolbarAppearance UIToolbarDelegate UITouch UITraitCollection
        UITraitEnvironment UIUserActivityRestoring UIUserNotificationAction UIUserNotificationCategory
        UIUserNotificationSettings UIVibrancyEffect UIVideoEditorController UIVideoEditorControllerDelegate UIView
        UIViewAnimating UIViewConfigurationState UIViewController UIViewControllerAnimatedTransitioning
        UIViewControllerContextTransitioning UIViewControllerInteractiveTransitioning UIViewControllerPreviewing
        UIViewControllerPreviewingDelegate UIViewControllerRestoration UIViewControllerTransitionCoordinator
        UIViewControllerTransitionCoordinatorContext UIViewControllerTransitioningDelegate UIViewImplicitlyAnimating
        UIViewPrintFormatter UIViewPropertyAnimator UIVisualEffect UIVisualEffectView UIWebView UIWebViewDelegate
        UIWindow UIWindowScene UIWindowSceneDelegate UIWindowSceneDestructionRequestOptions WKBackForwardList
        WKBackForwardListItem WKContentRuleList WKContentRuleListStore WKContentWorld WKContextMenuElementInfo
        WKFindConfiguration WKFindResult WKFrameInfo WKHTTPCookieStore WKHTTPCookieStoreObserver WKNavigation
        WKNavigationAction WKNavigationDelegate WKNavigationResponse WKOpenPanelParameters WKPDFConfiguration
        WKPreferences WKPreviewActionItem WKPreviewElementInfo WKProcessPool WKScriptMessage WKScriptMessageHandler
        WKScriptMessageHandlerWithReply WKSecurityOrigin WKSnapshotConfiguration WKUIDelegate WKURLSchemeHandler
        WKURLSchemeTask WKUserContentController WKUserScript WKWebView WKWebViewConfiguration WKWebpagePreferences
        WKWebsiteDataRecord WKWebsiteDataStore WKWindowFeatures
        """
}
