//
// PBDBoardInteractorIO.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

/// What the Board presenter asks of its interactor.
@protocol PBDBoardInteractorInput <NSObject>
/// Loads the pins to show on the board and tells the output when they are ready.
- (void)loadContent;
@end

@protocol PBDBoardInteractorOutput <NSObject>
- (void)contentLoaded;
@end
