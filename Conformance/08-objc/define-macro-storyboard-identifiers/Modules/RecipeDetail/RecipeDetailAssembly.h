//
//  RecipeDetailAssembly.h
//  Pantry
//

#import <Foundation/Foundation.h>

@class RecipeDetailViewController;

/// Wires the module around a screen the storyboard has just made.
@interface RecipeDetailAssembly : NSObject

+ (void)assembleModuleWithView:(RecipeDetailViewController *)view;

@end
