package com.example.design.components

import androidx.compose.foundation.layout.*
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

/**
 * The primary call to action: filled with the brand colour, one per screen.
 *
 * @param text what the button says
 * @param onClick what it does when tapped
 */
@Composable
fun PrimaryButton(
    text: String,
    onClick: () -> Unit,
    modifier: Modifier = Modifier,
    size: ButtonSize = ButtonSize.Medium,
    enabled: Boolean = true,
    loading: Boolean = false,
) {
    val colors = ButtonDefaults.buttonColors(
        containerColor = DesignTheme.colors.brandPrimary,
        disabledContainerColor = DesignTheme.colors.disabled,
    )
    Button(
        onClick = onClick,
        enabled = enabled && !loading,
        colors = colors,
        shape = RoundedCornerShape(12.dp),
        modifier = modifier
            .fillMaxWidth()
            .heightIn(min = size.height)
            .semantics { contentDescription = "$text, ${size.name.lowercase()} button" },
    ) {
        if (loading) {
            CircularProgressIndicator(modifier = Modifier.size(16.dp), strokeWidth = 2.dp)
            Spacer(Modifier.width(8.dp))
        }
        Text(text = text, style = DesignTheme.typography.labelLarge)
    }
}

enum class ButtonSize(val height: Dp) {
    Small(32.dp),
    Medium(44.dp),
    Large(56.dp);

    override fun toString(): String = "ButtonSize(${name}, height=$height)"
}

@Preview(name = "Sizes", showBackground = true)
@Composable
private fun PrimaryButtonPreview() {
    Column(verticalArrangement = Arrangement.spacedBy(12.dp)) {
        ButtonSize.values().forEach { size ->
            PrimaryButton(text = "Continue (${size.name})", onClick = { println("tapped $size") }, size = size)
        }
        PrimaryButton(text = "Saving…", onClick = {}, loading = true)
    }
}
