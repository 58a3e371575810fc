//
// PBDPinModuleInterface.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

/// What the Pin view asks of its presenter.
@protocol PBDPinModuleInterface <NSObject>

- (void)updateView;
- (void)close;

@end
