//
//  WardrobeRouter.h
//  Capsule
//

#import <UIKit/UIKit.h>

#import "OutfitEditorModuleOutput.h"

@protocol WardrobeRouterInput <NSObject>
- (void)openOutfitEditorWithName:(NSString *)name
                           items:(NSArray<NSString *> *)items
                    moduleOutput:(id<OutfitEditorModuleOutput>)moduleOutput;
- (void)closeOutfitEditor;
@end

@interface WardrobeRouter : NSObject <WardrobeRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
