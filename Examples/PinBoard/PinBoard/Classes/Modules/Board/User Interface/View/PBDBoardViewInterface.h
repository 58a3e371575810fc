//
// PBDBoardViewInterface.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

/// What the Board presenter tells its view.
@protocol PBDBoardViewInterface <NSObject>

- (void)reloadPins:(NSArray *)pins;

@end
