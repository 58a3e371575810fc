//
//  WaterDetailRouter.h
//  Reelmark
//

#import <Foundation/Foundation.h>
#import "RMKTransitionHandler.h"

@protocol WaterDetailRouterInput <NSObject>
- (void)openLogCatchForWaterWithIdentifier:(NSString *)identifier;
@end

@interface WaterDetailRouter : NSObject <WaterDetailRouterInput>

@property (nonatomic, weak) id<RMKTransitionHandler> transitionHandler;

@end
