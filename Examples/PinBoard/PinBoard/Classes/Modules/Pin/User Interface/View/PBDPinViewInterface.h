//
// PBDPinViewInterface.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

/// What the Pin presenter tells its view.
@protocol PBDPinViewInterface <NSObject>

- (void)showPin:(PBDPin *)pin;

@end
