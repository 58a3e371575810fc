//
// PBDPin.h
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import <Foundation/Foundation.h>

/// A note pinned to the board: the app's one entity, shared by every module.
@interface PBDPin : NSObject

@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy) NSString *body;
@property (nonatomic, strong) NSDate *pinnedAt;

@end
