//
// PBDComposeViewInterface.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

/// What the Compose presenter tells its view.
@protocol PBDComposeViewInterface <NSObject>

- (void)showDraft:(NSString *)draft;

@end
