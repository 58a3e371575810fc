//
// PBDBoardInteractorIO.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

@protocol PBDBoardInteractorInput <NSObject>
- (void)loadContent;
@end

@protocol PBDBoardInteractorOutput <NSObject>
- (void)contentLoaded;
@end
