//
//  WatersRouter.h
//  Reelmark
//

#import <Foundation/Foundation.h>
#import "RMKTransitionHandler.h"

@protocol WatersRouterInput <NSObject>
- (void)openWaterWithIdentifier:(NSString *)identifier;
@end

@interface WatersRouter : NSObject <WatersRouterInput>

@property (nonatomic, weak) id<RMKTransitionHandler> transitionHandler;

@end
