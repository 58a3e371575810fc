//
// PBDPinInteractorIO.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

@protocol PBDPinInteractorInput <NSObject>
- (void)loadContent;
@end

@protocol PBDPinInteractorOutput <NSObject>
- (void)contentLoaded;
@end
