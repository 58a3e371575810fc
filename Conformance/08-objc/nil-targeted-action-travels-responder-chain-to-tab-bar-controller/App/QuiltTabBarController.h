//
//  QuiltTabBarController.h
//  Patchwork
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// The app's container. Screens anywhere below it ask for a new project note by sending
/// `startProjectNote:` to a nil target; the action climbs the responder chain to here.
@interface QuiltTabBarController : UITabBarController

- (IBAction)startProjectNote:(nullable id)sender;

@end

NS_ASSUME_NONNULL_END
