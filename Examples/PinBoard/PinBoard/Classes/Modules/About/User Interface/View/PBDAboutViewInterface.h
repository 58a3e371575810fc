//
// PBDAboutViewInterface.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

/// What the About presenter tells its view.
@protocol PBDAboutViewInterface <NSObject>

- (void)showVersion:(NSString *)version;

@end
