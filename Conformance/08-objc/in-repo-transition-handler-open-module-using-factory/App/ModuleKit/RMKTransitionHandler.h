//
//  RMKTransitionHandler.h
//  ModuleKit (Reelmark)
//
//  A small in-house take on module transitions: a module's router keeps its
//  screen only as an RMKTransitionHandler and opens other modules through
//  module factories.
//

#import <UIKit/UIKit.h>

@class RMKModuleFactory;
@protocol RMKTransitionHandler;

NS_ASSUME_NONNULL_BEGIN

typedef void (^RMKTransitionBlock)(id<RMKTransitionHandler> sourceHandler,
                                   id<RMKTransitionHandler> destinationHandler);

@protocol RMKTransitionHandler <NSObject>

/// Builds the module with `factory` and shows it. With no transition block the
/// new module is pushed onto the source's navigation stack.
- (void)openModuleUsingFactory:(RMKModuleFactory *)factory
           withTransitionBlock:(nullable RMKTransitionBlock)transitionBlock;

/// Closes a module that was presented modally.
- (void)closeCurrentModule:(BOOL)animated;

@end

NS_ASSUME_NONNULL_END
