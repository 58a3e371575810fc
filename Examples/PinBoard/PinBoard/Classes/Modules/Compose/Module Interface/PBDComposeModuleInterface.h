//
// PBDComposeModuleInterface.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

/// What the Compose view asks of its presenter.
@protocol PBDComposeModuleInterface <NSObject>

- (void)updateView;
- (void)save;
/// Throws the draft away and closes the compose screen.
- (void)cancel;

@end
