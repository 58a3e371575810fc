//
//  RMKModuleFactory.h
//  ModuleKit (Reelmark)
//

#import <UIKit/UIKit.h>
#import "RMKTransitionHandler.h"

NS_ASSUME_NONNULL_BEGIN

typedef UIViewController * _Nonnull (^RMKModuleBuildBlock)(void);

@interface RMKModuleFactory : NSObject

+ (instancetype)factoryWithBuildBlock:(RMKModuleBuildBlock)buildBlock;

- (UIViewController *)instantiateModuleTransitionHandler;

@end

NS_ASSUME_NONNULL_END
