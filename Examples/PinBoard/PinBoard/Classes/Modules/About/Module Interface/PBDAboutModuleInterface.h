//
// PBDAboutModuleInterface.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

/// What the About view asks of its presenter.
@protocol PBDAboutModuleInterface <NSObject>

- (void)updateView;
- (void)done;

@end
