//
//  RecipeListAssembly.h
//  Pantry
//

#import <Foundation/Foundation.h>

@class RecipeListViewController;

/// Wires the module around a screen the storyboard has just made.
@interface RecipeListAssembly : NSObject

+ (void)assembleModuleWithView:(RecipeListViewController *)view;

@end
