//
//  RMKModuleFactory.m
//  ModuleKit (Reelmark)
//

#import "RMKModuleFactory.h"

@interface RMKModuleFactory ()

@property (nonatomic, copy) RMKModuleBuildBlock buildBlock;

@end

@implementation RMKModuleFactory

+ (instancetype)factoryWithBuildBlock:(RMKModuleBuildBlock)buildBlock {
    RMKModuleFactory *factory = [[self alloc] init];
    factory.buildBlock = buildBlock;
    return factory;
}

- (UIViewController *)instantiateModuleTransitionHandler {
    return self.buildBlock();
}

@end
