//
//  OutfitEditorAssembly.h
//  Capsule
//

#import <UIKit/UIKit.h>

#import "OutfitEditorModuleOutput.h"

@interface OutfitEditorAssembly : NSObject

+ (UIViewController *)buildModuleWithName:(NSString *)name
                                    items:(NSArray<NSString *> *)items
                             moduleOutput:(id<OutfitEditorModuleOutput>)moduleOutput;

@end
