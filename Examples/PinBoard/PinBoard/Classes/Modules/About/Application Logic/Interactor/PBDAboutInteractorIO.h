//
// PBDAboutInteractorIO.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

@protocol PBDAboutInteractorInput <NSObject>
- (void)loadContent;
@end

@protocol PBDAboutInteractorOutput <NSObject>
- (void)contentLoaded;
@end
