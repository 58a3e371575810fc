//
//  UIViewController+RMKTransitionHandler.h
//  ModuleKit (Reelmark)
//

#import <UIKit/UIKit.h>
#import "RMKTransitionHandler.h"

@interface UIViewController (RMKTransitionHandler) <RMKTransitionHandler>

@end
