//
// PBDBoardModuleInterface.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

/// What the Board view asks of its presenter.
@protocol PBDBoardModuleInterface <NSObject>

- (void)updateView;
- (void)selectPin:(PBDPin *)pin;
- (void)addNewPin;
- (void)openSettings;

@end
