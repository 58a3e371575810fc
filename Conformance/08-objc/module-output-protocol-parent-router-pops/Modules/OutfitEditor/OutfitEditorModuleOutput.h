//
//  OutfitEditorModuleOutput.h
//  Capsule
//

#import <Foundation/Foundation.h>

@protocol OutfitEditorModuleOutput <NSObject>
- (void)outfitEditorDidSaveOutfitNamed:(NSString *)name items:(NSArray<NSString *> *)items;
- (void)outfitEditorDidCancel;
@end
