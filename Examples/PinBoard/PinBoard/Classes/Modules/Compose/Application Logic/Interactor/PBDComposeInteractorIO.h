//
// PBDComposeInteractorIO.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

@protocol PBDComposeInteractorInput <NSObject>
- (void)loadContent;
@end

@protocol PBDComposeInteractorOutput <NSObject>
- (void)contentLoaded;
@end
