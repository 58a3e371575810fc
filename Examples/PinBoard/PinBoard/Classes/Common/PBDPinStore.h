//
// PBDPinStore.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

@class PBDPin;

/// Keeps the pins of the board in memory, newest first, for the modules that need them.
@interface PBDPinStore : NSObject

@property (class, nonatomic, readonly) PBDPinStore *sharedInstance NS_SWIFT_NAME(shared);

/// The number of pins on the board.
@property (nonatomic, readonly) NSUInteger pinCount;

- (NSArray<PBDPin *> *)allPins;
- (void)addPin:(PBDPin *)pin;

@end
